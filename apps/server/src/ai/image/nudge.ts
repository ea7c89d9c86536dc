/**
 * Wake-ups for tasks waiting on an image service. A service that calls us back (the
 * Midjourney proxy's notify hook) only nudges the waiting poll to look again now: the state
 * itself is always read from the service with our own credentials, so a forged call back can
 * do no more than cause an early poll. One set per instance: the call back may reach any
 * instance, so features/draw carries each nudge to every instance (draw/nudges.ts).
 */
export class TaskNudges {
  private readonly waiting = new Map<string, Set<() => void>>();

  /** Wakes this instance's waits for the task; answers whether there were any. */
  nudge(taskId: string): boolean {
    const wakers = this.waiting.get(taskId);
    if (!wakers) return false;
    for (const wake of [...wakers]) wake();
    return true;
  }

  /** Waits `ms`, or less when the task is nudged; an abort (shutdown) ends the wait and throws. */
  waitForNews(taskId: string, ms: number, signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    return new Promise((resolve, reject) => {
      let wakers = this.waiting.get(taskId);
      if (!wakers) this.waiting.set(taskId, (wakers = new Set()));
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        wakers.delete(wake);
        if (wakers.size === 0) this.waiting.delete(taskId);
      };
      const wake = () => {
        done();
        resolve();
      };
      const onAbort = () => {
        done();
        reject(signal.reason);
      };
      const timer = setTimeout(wake, Math.max(0, ms));
      wakers.add(wake);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}
