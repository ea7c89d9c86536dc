import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQuery } from '@/test/with-query.tsx';
import { fakeDrawServer, pageOf, record } from '../testing/fake-draw-server.ts';
import { lookUpQuietTasks, POLL_MS, QUIET_MS, useTaskWatch } from './poll.ts';
import { useDraw } from './store.ts';

const task = (id: string) =>
  useDraw.getState().messages.find((message) => message.type === 'response' && message.mjTaskId === id)!;

beforeEach(() => useDraw.getState().clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('polling fallback for missed pushes', () => {
  it('asks about a running task nothing was heard about for a while, and takes its state', async () => {
    const server = fakeDrawServer();
    useDraw.getState().merge([record({ mjTaskId: 'run', code: '01', progress: 20 })]);
    const heard = task('run').heardAt!;

    await lookUpQuietTasks(heard + QUIET_MS - 1);
    expect(server.callsTo('cli/mj/v1/page')).toHaveLength(0);

    server.on('cli/mj/v1/page', () => ({ code: 200, data: pageOf([record({ mjTaskId: 'run', code: '00' })]) }));
    await lookUpQuietTasks(heard + QUIET_MS);
    expect(server.callsTo('cli/mj/v1/page')).toHaveLength(1);
    expect(server.callsTo('cli/mj/v1/page')[0]!.query.get('current')).toBe('1');
    expect(task('run')).toMatchObject({ code: '00', done: true });
  });

  it('looks on later pages for a running task that page 1 does not hold, and no further than needed', async () => {
    const server = fakeDrawServer();
    useDraw.getState().merge([record({ mjTaskId: 'deep', code: '01', createDate: '2025-01-01T00:00:00.000Z' })]);
    const newer = Array.from({ length: 10 }, (_, i) => record({ mjTaskId: `n${i}` }));
    server.on('cli/mj/v1/page', (call) =>
      call.query.get('current') === '1'
        ? { code: 200, data: pageOf(newer, 1, 25) }
        : {
            code: 200,
            data: pageOf([record({ mjTaskId: 'deep', code: '02', createDate: '2025-01-01T00:00:00.000Z' })], 2, 25),
          },
    );
    await lookUpQuietTasks(Date.now() + QUIET_MS);
    expect(server.callsTo('cli/mj/v1/page').map((call) => call.query.get('current'))).toEqual(['1', '2']);
    expect(task('deep')).toMatchObject({ code: '02', done: true });
  });

  it('is not refetched with no running task', async () => {
    vi.useFakeTimers();
    const server = fakeDrawServer();
    useDraw.getState().merge([record({ mjTaskId: 'finished', code: '00' })]);
    const { wrapper } = withQuery();
    const { result } = renderHook(() => useTaskWatch(true), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.callsTo('cli/mj/v1/page')).toHaveLength(0);
  });

  it('makes no call while pushes keep arriving, and asks once they stop', async () => {
    vi.useFakeTimers();
    const server = fakeDrawServer();
    useDraw.getState().merge([record({ mjTaskId: 'run', code: '01', progress: 10 })]);
    const { wrapper } = withQuery();
    renderHook(() => useTaskWatch(true), { wrapper });
    for (let i = 0; i < 4; i += 1) {
      await act(() => vi.advanceTimersByTimeAsync(POLL_MS / 2));
      act(() => useDraw.getState().patchTask(task('run').msgId, { heardAt: Date.now() }));
    }
    expect(server.callsTo('cli/mj/v1/page')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(QUIET_MS + POLL_MS));
    expect(server.callsTo('cli/mj/v1/page').length).toBeGreaterThan(0);
  });
});
