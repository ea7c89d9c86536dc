import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/shared/stores/auth.ts';
import type { HistoryPage } from './history.ts';
import { prefetchNewestPage, takeNewestPage } from './history-prefetch.ts';

const page = (current: number) => ({ records: [], total: 0, current, size: 10, pages: 1 }) as unknown as HistoryPage;

beforeEach(() => useAuth.getState().setSession('token-a'));
afterEach(() => {
  vi.useRealTimers();
  useAuth.getState().clear();
  // Whatever a test left waiting is taken, so the next one starts empty.
  for (const session of ['s1', 's2', 's3', 's4', 's5', 's6'])
    for (const bot of ['-1', 'b7']) takeNewestPage(session, bot);
});

describe('the newest history page asked for early', () => {
  it('is handed to the query once, for the same conversation and bot only', async () => {
    const fetchPage = vi.fn(async () => page(1));
    prefetchNewestPage('s1', '-1', fetchPage);
    prefetchNewestPage('s1', '-1', fetchPage);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(takeNewestPage('s1', 'b7')).toBeUndefined();
    expect(takeNewestPage('s2', '-1')).toBeUndefined();
    await expect(takeNewestPage('s1', '-1')).resolves.toEqual(page(1));
    // A retry or refetch asks the server again.
    expect(takeNewestPage('s1', '-1')).toBeUndefined();
  });

  it('is asked for only when signed in', () => {
    useAuth.getState().clear();
    const fetchPage = vi.fn(async () => page(1));
    prefetchNewestPage('s3', '-1', fetchPage);
    expect(fetchPage).not.toHaveBeenCalled();
    expect(takeNewestPage('s3', '-1')).toBeUndefined();
  });

  it('is not used by another session (a logout or a new sign-in came between)', () => {
    prefetchNewestPage('s4', '-1', async () => page(1));
    useAuth.getState().setSession('token-b');
    expect(takeNewestPage('s4', '-1')).toBeUndefined();
  });

  it('is not used once stale, and a stale one is asked for again', () => {
    vi.useFakeTimers();
    const fetchPage = vi.fn(async () => page(1));
    prefetchNewestPage('s5', '-1', fetchPage);
    vi.advanceTimersByTime(16_000);
    prefetchNewestPage('s5', '-1', fetchPage);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(16_000);
    expect(takeNewestPage('s5', '-1')).toBeUndefined();
  });

  it('hands a failure to the query like its own call would, and leaves none unhandled if never taken', async () => {
    prefetchNewestPage('s6', '-1', async () => Promise.reject(new Error('offline')));
    await expect(takeNewestPage('s6', '-1')).rejects.toThrow('offline');
  });
});
