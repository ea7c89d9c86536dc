import { routes } from '@inkstone/contract/routes/index';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { nextPageOf } from '@/shared/api/paging.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { botKeys, type DiscoverFilters } from './keys.ts';

/** Cards per page: four rows of a wide screen's grid. */
export const DISCOVER_PAGE_SIZE = 20;

/**
 * Discover's public bots (SPEC §7 `page`), a page at a time. Signed in or not; signed in, each
 * card knows whether it is already in the reader's bots (so the session is part of the key).
 * The previous cards stay while a new filter's first page is on its way.
 */
export function useDiscover(filters: DiscoverFilters) {
  const signedIn = useAuth((state) => Boolean(state.token));
  return useInfiniteQuery({
    queryKey: [...botKeys.discover(filters), signedIn],
    queryFn: ({ pageParam, signal }) =>
      call(routes.bots.page, { ...filters, current: pageParam, size: DISCOVER_PAGE_SIZE }, { signal, silent: true }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
  });
}

/** The tags Discover filters by and the form offers (SPEC §7 `cli/tag/v1/page`), in the reader's language. */
export function useTags(language: string) {
  return useQuery({
    queryKey: [...botKeys.tags, language],
    queryFn: ({ signal }) => call(routes.bots.tags, { current: 1, size: 100 }, { signal, silent: true }),
    select: (page) => page.records,
    staleTime: 10 * 60_000,
  });
}
