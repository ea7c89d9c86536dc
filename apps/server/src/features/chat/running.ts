/**
 * Answers being generated on this instance, so "stop" can end one. A stop is a choice, not a
 * fault: the partial answer is kept as finished.
 */
type Running = { controller: AbortController; stopped: boolean; userId: number };
const running = new Map<string, Running>();

export function track(msgId: string, userId: number): Running {
  const entry = { controller: new AbortController(), stopped: false, userId };
  running.set(msgId, entry);
  return entry;
}

export function untrack(msgId: string) {
  running.delete(msgId);
}

/** Stops the caller's own answer; false when nothing of theirs is running under that id. */
export function stop(msgId: string, userId: number): boolean {
  const entry = running.get(msgId);
  if (!entry || entry.userId !== userId) return false;
  entry.stopped = true;
  entry.controller.abort();
  return true;
}
