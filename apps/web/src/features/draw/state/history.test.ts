import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQuery } from '@/test/with-query.tsx';
import { fakeDrawServer, pageOf, record } from '../testing/fake-draw-server.ts';
import { useDrawHistory } from './history.ts';
import { useDraw } from './store.ts';

const ids = () =>
  useDraw
    .getState()
    .messages.filter((message) => message.type === 'response')
    .map((message) => message.mjTaskId);
const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T00:00:00.000Z`;
const pagesAsked = (server: ReturnType<typeof fakeDrawServer>) =>
  server.callsTo('cli/mj/v1/page').map((call) => call.query.get('current'));

function openHistory() {
  const { wrapper, client } = withQuery();
  const hook = renderHook(() => useDrawHistory(true), { wrapper });
  return { ...hook, client, history: () => hook.result.current };
}

beforeEach(() => useDraw.getState().clear());
afterEach(() => vi.unstubAllGlobals());

describe('drawing history paging (SPEC §4)', () => {
  it('loads page after page while current is below the last, ten a page, then stops', async () => {
    const server = fakeDrawServer();
    const all = Array.from({ length: 12 }, (_, i) => record({ mjTaskId: `t${i}`, createDate: day(28 - i) }));
    server.on('cli/mj/v1/page', (call) => {
      const current = Number(call.query.get('current'));
      return { code: 200, data: pageOf(all.slice((current - 1) * 10, current * 10), current, all.length) };
    });
    const { history } = openHistory();
    await waitFor(() => expect(history()).toMatchObject({ loaded: true, more: true, pagesLoaded: 1 }));
    act(() => history().loadMore());
    await waitFor(() => expect(history()).toMatchObject({ more: false, pagesLoaded: 2, loading: false }));
    act(() => history().loadMore());
    expect(
      server
        .callsTo('cli/mj/v1/page')
        .map((call) => [call.query.get('current'), call.query.get('size'), call.query.get('type')]),
    ).toEqual([
      ['1', '10', 'mj'],
      ['2', '10', 'mj'],
    ]);
    // Oldest first in the store; the page shows them newest first.
    expect(ids()).toEqual(all.map((item) => item.mjTaskId).reverse());
  });

  it('does not ask again while a page is loading', async () => {
    const server = fakeDrawServer();
    server.on('cli/mj/v1/page', () => ({ code: 200, data: pageOf([record()], 1, 30) }));
    const { history } = openHistory();
    await waitFor(() => expect(history().more).toBe(true));
    let release: () => void = () => undefined;
    server.on(
      'cli/mj/v1/page',
      () => new Promise((resolve) => (release = () => resolve({ code: 200, data: pageOf([record()], 2, 30) }))),
    );
    act(() => history().loadMore());
    await waitFor(() => expect(history().loading).toBe(true));
    act(() => history().loadMore());
    expect(pagesAsked(server)).toEqual(['1', '2']);
    release();
    await waitFor(() => expect(history()).toMatchObject({ more: true, pagesLoaded: 2 }));
  });

  it('a record that shifted onto the next page is not shown twice', async () => {
    const server = fakeDrawServer();
    const shared = record({ mjTaskId: 'shifted', createDate: day(5) });
    server.on('cli/mj/v1/page', (call) =>
      call.query.get('current') === '1'
        ? { code: 200, data: pageOf([record({ mjTaskId: 'a', createDate: day(9) }), shared], 1, 12) }
        : { code: 200, data: pageOf([shared, record({ mjTaskId: 'b', createDate: day(1) })], 2, 12) },
    );
    const { history } = openHistory();
    await waitFor(() => expect(history().more).toBe(true));
    act(() => history().loadMore());
    await waitFor(() => expect(history().pagesLoaded).toBe(2));
    expect(ids()).toEqual(['b', 'shifted', 'a']);
  });

  it('a failed first page is marked for a retry, which asks for it again', async () => {
    const server = fakeDrawServer();
    server.on('cli/mj/v1/page', () => ({ code: 500, msg: 'boom' }));
    const { history } = openHistory();
    await waitFor(() => expect(history()).toMatchObject({ failed: true, loaded: false, loading: false }));
    server.on('cli/mj/v1/page', () => ({ code: 200, data: pageOf([record({ mjTaskId: 'back' })]) }));
    act(() => history().loadMore());
    await waitFor(() => expect(history()).toMatchObject({ failed: false, loaded: true }));
    expect(ids()).toEqual(['back']);
  });

  it('a page already merged is not merged again over newer news of its tasks', async () => {
    const server = fakeDrawServer();
    server.on('cli/mj/v1/page', () => ({
      code: 200,
      data: pageOf([record({ mjTaskId: 'run', code: '01', progress: 20 })], 1, 30),
    }));
    const { history } = openHistory();
    await waitFor(() => expect(history().loaded).toBe(true));
    const run = useDraw.getState().messages.find((message) => message.type === 'response')!;
    act(() => useDraw.getState().patchTask(run.msgId, { progress: 80 }));
    server.on('cli/mj/v1/page', () => ({ code: 200, data: pageOf([record({ mjTaskId: 'older' })], 2, 30) }));
    act(() => history().loadMore());
    await waitFor(() => expect(history().pagesLoaded).toBe(2));
    expect(
      useDraw.getState().messages.find((message) => message.msgId === run.msgId && message.type === 'response')
        ?.progress,
    ).toBe(80);
  });
});
