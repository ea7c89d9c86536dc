/**
 * Spaces requests to the model evenly: at most `perMinute` a minute from this server, however
 * many tasks run at once. A waiter whose work is aborted stops waiting (its slot is not reused).
 */
export function rateLimiter(perMinute: number, now: () => number = Date.now) {
  const gapMs = 60_000 / perMinute;
  let next = 0;
  return async function take(signal?: AbortSignal): Promise<void> {
    const at = Math.max(now(), next);
    next = at + gapMs;
    const wait = at - now();
    if (wait <= 0) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, wait);
      signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason as Error)), { once: true });
    });
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
