import { can, ownedBy } from '../../platform/access/authorize.ts';

/**
 * Answers being generated on this instance, so "stop" can end one. A stop is a choice, not a
 * fault: the partial answer is kept as finished.
 */
export type Running = { controller: AbortController; stopped: boolean; userId: number; messageId: number };
const running = new Map<string, Running>();

/**
 * Registers an answer. The upstream call starts before the answer's row is written, so the
 * service hands in the controller that call already listens to.
 */
export function track(msgId: string, userId: number, messageId: number, controller = new AbortController()): Running {
  const entry = { controller, stopped: false, userId, messageId };
  running.set(msgId, entry);
  return entry;
}

export function untrack(msgId: string) {
  running.delete(msgId);
}

/** Rows of the answers this instance is writing right now: alive, whatever their lease says. */
export function runningMessageIds(): number[] {
  return [...running.values()].map((entry) => entry.messageId);
}

/** Stops the caller's own answer; false when nothing of theirs is running under that id. */
export function stop(msgId: string, userId: number): boolean {
  const entry = running.get(msgId);
  if (!entry || !can({ id: userId }, 'write', ownedBy(entry.userId))) return false;
  entry.stopped = true;
  entry.controller.abort();
  return true;
}
