import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDrawServer, pageOf, record } from '../testing/fake-draw-server.ts';
import { hasMore, loadHistoryPage } from './history.ts';
import { stopWatching } from './poll.ts';
import { useDraw } from './store.ts';

const ids = () => useDraw.getState().messages.filter((message) => message.type === 'response').map((message) => message.mjTaskId);
const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T00:00:00.000Z`;

beforeEach(() => useDraw.getState().clear());
afterEach(() => {
  stopWatching();
  vi.unstubAllGlobals();
});

describe('drawing history paging (SPEC §4)', () => {
  it('loads page after page while current is below the last, ten a page, then stops', async () => {
    const server = fakeDrawServer();
    const all = Array.from({ length: 12 }, (_, i) => record({ mjTaskId: `t${i}`, createDate: day(28 - i) }));
    server.on('cli/mj/v1/page', (call) => {
      const current = Number(call.query.get('current'));
      return { code: 200, data: pageOf(all.slice((current - 1) * 10, current * 10), current, all.length) };
    });
    await loadHistoryPage();
    expect(useDraw.getState().history).toMatchObject({ current: 1, pages: 2, total: 12, loaded: true });
    expect(hasMore(useDraw.getState().history)).toBe(true);
    await loadHistoryPage();
    await loadHistoryPage();
    expect(server.callsTo('cli/mj/v1/page').map((call) => [call.query.get('current'), call.query.get('size'), call.query.get('type')])).toEqual([
      ['1', '10', 'mj'],
      ['2', '10', 'mj'],
    ]);
    expect(hasMore(useDraw.getState().history)).toBe(false);
    // Oldest first in the store; the page shows them newest first.
    expect(ids()).toEqual(all.map((item) => item.mjTaskId).reverse());
  });

  it('does not ask again while a page is loading', async () => {
    const server = fakeDrawServer();
    let release: () => void = () => undefined;
    server.on('cli/mj/v1/page', () => new Promise((resolve) => (release = () => resolve({ code: 200, data: pageOf([record()], 1, 30) }))));
    const first = loadHistoryPage();
    await loadHistoryPage();
    expect(server.callsTo('cli/mj/v1/page')).toHaveLength(1);
    release();
    await first;
    expect(hasMore(useDraw.getState().history)).toBe(true);
  });

  it('a record that shifted onto the next page is not shown twice', async () => {
    const server = fakeDrawServer();
    const shared = record({ mjTaskId: 'shifted', createDate: day(5) });
    server.on('cli/mj/v1/page', (call) =>
      call.query.get('current') === '1'
        ? { code: 200, data: pageOf([record({ mjTaskId: 'a', createDate: day(9) }), shared], 1, 12) }
        : { code: 200, data: pageOf([shared, record({ mjTaskId: 'b', createDate: day(1) })], 2, 12) },
    );
    await loadHistoryPage();
    await loadHistoryPage();
    expect(ids()).toEqual(['b', 'shifted', 'a']);
  });

  it('a failed page is marked for a retry, and a logout meanwhile drops the answer', async () => {
    const server = fakeDrawServer();
    server.on('cli/mj/v1/page', () => ({ code: 500, msg: 'boom' }));
    await loadHistoryPage();
    expect(useDraw.getState().history).toMatchObject({ failed: true, loaded: false, loading: false });

    let release: () => void = () => undefined;
    server.on('cli/mj/v1/page', () => new Promise((resolve) => (release = () => resolve({ code: 200, data: pageOf([record()]) }))));
    const loading = loadHistoryPage();
    useDraw.getState().clear();
    release();
    await loading;
    expect(useDraw.getState().messages).toHaveLength(0);
    expect(useDraw.getState().history.loaded).toBe(false);
  });
});
