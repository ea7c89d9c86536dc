import type { ImagePage } from '@inkstone/contract/draw';
import { Limits } from '@inkstone/contract/limits';
import { routes } from '@inkstone/contract/routes/index';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { nextPageOf } from '@/shared/api/paging.ts';
import { DRAW_PRODUCT } from '../state/types.ts';
import { drawKeys } from './keys.ts';

/** The history, newest first, ten a page. Silent: the feed shows a failed page itself, with a retry. */
export function getImagePage(current: number): Promise<ImagePage> {
  const query = { type: DRAW_PRODUCT, current, size: Limits.historyPageSize };
  return call(routes.draw.page, query, { silent: true });
}

/**
 * The history as an infinite query (SPEC §4 paging). Pushes and the task watch keep what is
 * shown current, so the pages are never stale by time: only `refreshHistory` reads them again.
 * A failed page waits for the user's retry rather than retrying by itself.
 */
export const imageHistoryQuery = infiniteQueryOptions({
  queryKey: drawKeys.history,
  queryFn: ({ pageParam }) => getImagePage(pageParam),
  initialPageParam: 1,
  getNextPageParam: nextPageOf,
  staleTime: Infinity,
  retry: false,
});
