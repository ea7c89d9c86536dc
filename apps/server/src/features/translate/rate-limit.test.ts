import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rateLimiter } from './rate-limit.ts';

describe('the model rate limit', () => {
  beforeEach(() => void vi.useFakeTimers({ now: 0 }));
  afterEach(() => void vi.useRealTimers());

  it('spaces requests evenly, at most the configured number a minute', async () => {
    const take = rateLimiter(60);
    const at: number[] = [];
    const all = Promise.all([0, 1, 2].map(async () => (await take(), at.push(Date.now()))));
    await vi.advanceTimersByTimeAsync(5_000);
    await all;
    expect(at).toEqual([0, 1_000, 2_000]);
  });

  it('stops a waiter whose work is aborted', async () => {
    const take = rateLimiter(60);
    await take();
    const abort = new AbortController();
    const waiting = take(abort.signal);
    abort.abort(new Error('stopped'));
    await expect(waiting).rejects.toThrow('stopped');
  });
});
