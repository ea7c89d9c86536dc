import type { Redis } from 'ioredis';

export type Hit = { allowed: boolean; retryAfterMs: number };

/**
 * Counts hits per key in fixed windows. In-process by default; with Redis every instance
 * shares the counts, so limits hold across a cluster.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<Hit>;
  /** Forgets a key (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async hit(key, limit, windowMs) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        window = { count: 0, endsAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (windows.size > 50_000) for (const [k, w] of windows) if (w.endsAt <= time) windows.delete(k);
      return { allowed: window.count <= limit, retryAfterMs: window.count <= limit ? 0 : window.endsAt - time };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

// INCR and set the expiry on first use in one step, so a crash cannot leave a key forever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export function redisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}rate:${key}`, windowMs)) as [number, number];
      return { allowed: count <= limit, retryAfterMs: count <= limit ? 0 : Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(`${prefix}rate:${key}`);
    },
  };
}
