import { z } from 'zod';
import { can, ownedBy } from '../../platform/access/authorize.ts';
import type { Platform } from '../../platform/platform.ts';
import { perInstance } from './per-instance.ts';
import { messageOf } from './store.ts';

/**
 * Answers being generated on this instance, so "stop" can end one. A stop is a choice, not a
 * fault: the partial answer is kept as finished.
 *
 * Behind a load balancer the stop request may reach another instance than the one writing the
 * answer: `stopAnywhere` stops it here when it runs here, and otherwise sends the stop through
 * the realtime fan-out, where the instance holding it hears it (`listenForStops`).
 */
export type Running = { controller: AbortController; stopped: boolean; userId: number; messageId: number };
type Registry = Map<string, Running>;

/** One registry per instance: two instances in one process stay apart, as in tests. */
const registryOf = perInstance((): Registry => new Map());

/** The fan-out channel of stop requests, and what travels on it. */
const STOP_CHANNEL = 'chat-stop';
const stopMessage = z.object({ msgId: z.string(), userId: z.number().int() });

/**
 * Registers an answer. The upstream call starts before the answer's row is written, so the
 * service hands in the controller that call already listens to.
 */
export function track(
  instance: Pick<Platform, 'realtime'>,
  msgId: string,
  userId: number,
  messageId: number,
  controller = new AbortController(),
): Running {
  const entry = { controller, stopped: false, userId, messageId };
  registryOf(instance).set(msgId, entry);
  return entry;
}

export function untrack(instance: Pick<Platform, 'realtime'>, msgId: string) {
  registryOf(instance).delete(msgId);
}

/** Rows of the answers this instance is writing right now: alive, whatever their lease says. */
export function runningMessageIds(instance: Pick<Platform, 'realtime'>): number[] {
  return [...registryOf(instance).values()].map((entry) => entry.messageId);
}

/** Stops the caller's own answer on this instance; false when nothing of theirs runs here under that id. */
export function stopHere(instance: Pick<Platform, 'realtime'>, msgId: string, userId: number): boolean {
  const entry = registryOf(instance).get(msgId);
  if (!entry || !can({ id: userId }, 'write', ownedBy(entry.userId))) return false;
  entry.stopped = true;
  entry.controller.abort();
  return true;
}

/**
 * Stops the caller's answer wherever it runs. When it does not run here but the database holds
 * it as still being written (by another instance), the stop is sent to every instance and true
 * answered; false when the caller has no such answer being written.
 */
export async function stopAnywhere(
  instance: Pick<Platform, 'realtime' | 'db'>,
  msgId: string,
  userId: number,
): Promise<boolean> {
  if (stopHere(instance, msgId, userId)) return true;
  const message = await messageOf(instance.db, userId, { msgId });
  if (message?.status !== 'streaming') return false;
  await instance.realtime.broadcast(STOP_CHANNEL, JSON.stringify({ msgId, userId }));
  return true;
}

/** Each instance hears the stops sent by the others (and its own, which find nothing left to stop). */
export function listenForStops(instance: Pick<Platform, 'realtime'>): Promise<void> {
  return instance.realtime.listen(STOP_CHANNEL, (message) => {
    let parsed;
    try {
      parsed = stopMessage.safeParse(JSON.parse(message));
    } catch {
      return; // not ours: only this module sends on the channel
    }
    if (parsed.success) stopHere(instance, parsed.data.msgId, parsed.data.userId);
  });
}
