import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopWatchingForPayment, watchForPayment } from './payment-watch.ts';

let client: QueryClient;
let invalidate: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient();
  invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue(undefined);
});
afterEach(() => {
  stopWatchingForPayment();
  vi.useRealTimers();
});

describe('watching for a payment made in another tab', () => {
  it('counts again every 5 s until told to stop', () => {
    watchForPayment(client);
    vi.advanceTimersByTime(15_000);
    expect(invalidate).toHaveBeenCalledTimes(3);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['billing', 'mine'] });
    stopWatchingForPayment();
    vi.advanceTimersByTime(60_000);
    expect(invalidate).toHaveBeenCalledTimes(3);
  });

  it('gives up after 15 minutes', () => {
    watchForPayment(client);
    vi.advanceTimersByTime(20 * 60_000);
    const calls = invalidate.mock.calls.length;
    expect(calls).toBe(180);
    vi.advanceTimersByTime(60_000);
    expect(invalidate.mock.calls.length).toBe(calls);
  });

  it('a second checkout restarts the watch rather than doubling it', () => {
    watchForPayment(client);
    watchForPayment(client);
    vi.advanceTimersByTime(5_000);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
