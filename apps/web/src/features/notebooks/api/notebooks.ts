import { notebookRoutes } from '@inkstone/contract/routes/notebooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { nextPageOf } from '@/shared/api/paging.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { notebookKeys, type Scope } from './keys.ts';

/** A page holds this many cards: three rows of a wide screen's grid. */
export const PAGE_SIZE = 24;

/**
 * One of SPEC's two lists (mine, shared), in the server's order (last opened first), a page at a
 * time. Only a signed-in reader has notebooks; failures show in the page, not as a toast.
 */
export function useNotebookList(scope: Scope) {
  const loggedIn = useAuth((state) => Boolean(state.token));
  return useInfiniteQuery({
    queryKey: notebookKeys.list(scope),
    queryFn: ({ pageParam, signal }) =>
      call(notebookRoutes.page, { scope, current: pageParam, size: PAGE_SIZE }, { signal, silent: true }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: loggedIn,
  });
}
