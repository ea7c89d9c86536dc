import type { Platform } from '../../platform/platform.ts';
import { perInstance } from './per-instance.ts';

type Instance = Pick<Platform, 'realtime' | 'config'>;

/** Fan-out channel: "someone resumed this answer", heard by the instance writing it. */
const RESUME_CHANNEL = 'chat-resume';

/** Answers whose reader left, by answer key, each with what cancels its stop. */
const waitingOf = perInstance(() => new Map<string, () => void>());
/**
 * Resumes heard before this instance saw the reader leave (a reload can reconnect, through
 * another instance, before the old connection's close arrives here), by key, with when.
 */
const RECENT_MS = 60_000;
const recentOf = perInstance(() => new Map<string, number>());
const resumedLately = (instance: Instance, key: string) => (recentOf(instance).get(key) ?? 0) > Date.now() - RECENT_MS;

/**
 * The signal an answer stops on. A reader that goes away (a reload, a dropped connection) may
 * come back through sseResume, so the answer goes on for CHAT_RESUME_GRACE_MS and stops like
 * the stop button only if nobody resumed it by then; once resumed, it runs to its end. Before
 * its start frame (`keyOf` answers null) nothing could resume it: it stops at once, as before.
 */
export function lingeringSignal(instance: Instance, closed: AbortSignal, keyOf: () => string | null) {
  const controller = new AbortController();
  let settle = () => {};
  const left = () => {
    const key = keyOf();
    const grace = instance.config.CHAT_RESUME_GRACE_MS;
    if (!key || grace === 0) return controller.abort();
    if (resumedLately(instance, key)) return;
    const waiting = waitingOf(instance);
    const timer = setTimeout(() => {
      waiting.delete(key);
      controller.abort();
    }, grace);
    timer.unref();
    const cancel = () => {
      clearTimeout(timer);
      waiting.delete(key);
    };
    waiting.set(key, cancel);
    settle = cancel;
  };
  closed.addEventListener('abort', left, { once: true });
  if (closed.aborted) left();
  return {
    signal: controller.signal,
    /** The answer ended: nothing is left to stop. */
    release: () => {
      closed.removeEventListener('abort', left);
      settle();
    },
  };
}

/** Tells every instance that the answer `key` has a reader again (sseResume, on any instance). */
export function announceResume(instance: Pick<Platform, 'realtime'>, key: string): Promise<void> {
  return instance.realtime.broadcast(RESUME_CHANNEL, key);
}

/** Each instance keeps going the answers it writes that someone resumed. */
export function listenForResumes(instance: Instance): Promise<void> {
  return instance.realtime.listen(RESUME_CHANNEL, (key) => {
    const recent = recentOf(instance);
    const now = Date.now();
    // Bounded: what is older than the window says nothing any more.
    for (const [seen, at] of recent) if (at <= now - RECENT_MS) recent.delete(seen);
    recent.set(key, now);
    waitingOf(instance).get(key)?.();
  });
}
