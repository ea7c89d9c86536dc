import type { ImagePage } from '@inkstone/contract/draw';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { canLoadNext } from '@/shared/api/paging.ts';
import { imageHistoryQuery } from '../api/get-image-page.ts';
import { useDraw } from './store.ts';

/**
 * Pages already merged into the list. A page is merged once, when it arrives: merging an old
 * page again later would hand a task's newer pushed progress back to what the page said.
 */
const merged = new WeakSet<ImagePage>();

export type DrawHistory = {
  loading: boolean;
  loaded: boolean;
  failed: boolean;
  /** More pages exist and nothing is loading (SPEC §4 paging rule). */
  more: boolean;
  pagesLoaded: number;
  /** The next page, or the first again after it failed. */
  loadMore: () => void;
};

/**
 * The drawing history through TanStack Query: the infinite query owns the paging, and each page
 * that arrives is merged into the image messages, where this visit's tasks and pushes live too.
 * Pages are newest first; a record that shifted onto a later page is merged, not shown twice.
 */
export function useDrawHistory(loggedIn: boolean): DrawHistory {
  const query = useInfiniteQuery({ ...imageHistoryQuery, enabled: loggedIn });
  const pages = query.data?.pages;

  useEffect(() => {
    const fresh = pages?.filter((page) => !merged.has(page)) ?? [];
    if (!fresh.length) return;
    for (const page of fresh) merged.add(page);
    useDraw.getState().merge(fresh.flatMap((page) => page.records));
  }, [pages]);

  // A background read of every page (refreshHistory) is not "loading": the list stays as it is.
  const loading = (query.isFetching && !pages) || query.isFetchingNextPage;
  const last = pages?.at(-1);
  return {
    loading,
    loaded: Boolean(pages),
    failed: query.isError && !loading,
    more: canLoadNext(last, loading),
    pagesLoaded: pages?.length ?? 0,
    loadMore: () => {
      if (query.isFetching) return;
      if (!pages) void query.refetch();
      // A second ask while one runs must not cancel it and start again: cancelRefetch false.
      else if (canLoadNext(last, false)) void query.fetchNextPage({ cancelRefetch: false });
    },
  };
}
