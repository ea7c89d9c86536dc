import { getImagePage } from '../api/draw-calls.ts';
import { watchRunningTasks } from './poll.ts';
import { currentEpoch, useDraw } from './store.ts';
import type { Paging } from './types.ts';

/**
 * SPEC §4 history paging, as for chat: the next page loads only while current is below the
 * last page (so below total too) and nothing is loading. Pages are newest first; a record that
 * shifted onto a later page because new drawings were made is merged, not shown twice.
 */
export const hasMore = (history: Paging) => history.loaded && history.current < history.pages && !history.loading;

export async function loadHistoryPage(): Promise<void> {
  const { history, setHistory } = useDraw.getState();
  if (history.loading || (history.loaded && !hasMore(history))) return;
  const epoch = currentEpoch();
  const next = history.loaded ? history.current + 1 : 1;
  setHistory({ loading: true, failed: false });
  try {
    const page = await getImagePage(next, { silent: true });
    if (epoch !== currentEpoch()) return;
    useDraw.getState().merge(page.records);
    setHistory({ loading: false, loaded: true, failed: false, current: page.current, pages: page.pages, total: page.total });
    if (page.records.some((record) => record.code === '01')) watchRunningTasks();
  } catch {
    if (epoch === currentEpoch()) useDraw.getState().setHistory({ loading: false, failed: true });
  }
}
