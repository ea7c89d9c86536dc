import { translateRoutes as table } from '@inkstone/contract/routes/translate';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { nextPageOf } from '@/shared/api/paging.ts';
import { translateKeys } from './keys.ts';
import { isBusy } from './progress.ts';

export const PAGE_SIZE = 20;

/** Polling is the fallback for a socket that is down: slow enough not to matter when it is up. */
export const POLL_MS = 5_000;

/** My translation tasks, newest first, a page at a time. Silent: the list says what failed. */
export function useTasks(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: translateKeys.lists(),
    queryFn: ({ pageParam, signal }) =>
      call(table.page, { current: pageParam, size: PAGE_SIZE }, { signal, silent: true }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled,
  });
}

/** The caller's allowance: pages per file and pages left today. */
export function useQuota(enabled: boolean) {
  return useQuery({
    queryKey: translateKeys.quota(),
    queryFn: ({ signal }) => call(table.quota, undefined, { signal, silent: true }),
    enabled,
  });
}

/**
 * A busy task's status, asked every few seconds: the fallback for pushes that do not arrive (the
 * socket down or reconnecting). Its answers go into the list like a push (TaskItem).
 */
export function useTaskStatus(taskId: string, busy: boolean) {
  return useQuery({
    queryKey: translateKeys.status(taskId),
    queryFn: ({ signal }) => call(table.getTaskStatus, { taskId }, { signal, silent: true }),
    enabled: busy,
    refetchInterval: (query) => (query.state.data && !isBusy(query.state.data.status) ? false : POLL_MS),
  });
}

/** One task with fresh signed addresses of its files (the viewer's, and the downloads'). */
export function useTask(taskId: string | null) {
  return useQuery({
    queryKey: translateKeys.task(taskId ?? ''),
    queryFn: ({ signal }) => call(table.get, { taskId: taskId! }, { signal, silent: true }),
    enabled: taskId !== null,
    retry: false,
  });
}
