import { notebookRoutes } from '@inkstone/contract/routes/notebooks';
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { nextPageOf } from '@/shared/api/paging.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { notebookKeys, type Scope } from './keys.ts';
import { listPageBody } from './list-page.ts';

const notebookList = (scope: Scope) =>
  infiniteQueryOptions({
    queryKey: notebookKeys.list(scope),
    queryFn: ({ pageParam, signal }) =>
      call(notebookRoutes.page, listPageBody(scope, pageParam), { signal, silent: true }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/**
 * One of SPEC's two lists (mine, shared), in the server's order (last opened first), a page at a
 * time. Only a signed-in reader has notebooks; failures show in the page, not as a toast.
 */
export function useNotebookList(scope: Scope) {
  const loggedIn = useAuth((state) => Boolean(state.token));
  return useInfiniteQuery({ ...notebookList(scope), enabled: loggedIn });
}

/**
 * Asks for a list's first page unless it is cached or on its way (as React Query's
 * usePrefetchInfiniteQuery): the page that shows the list calls it while its tabs and cards are
 * still loading, so the list and the code that draws it arrive together, not one after the other.
 */
export function prefetchNotebookList(client: QueryClient, scope: Scope) {
  const options = notebookList(scope);
  if (!client.getQueryState(options.queryKey)) void client.prefetchInfiniteQuery(options);
}
