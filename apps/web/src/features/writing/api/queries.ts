import { writingRoutes as table } from '@inkstone/contract/routes/writing';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { nextPageOf } from '@/shared/api/paging.ts';
import { writingKeys, type DocFilter } from './keys.ts';

/** A page of the list: enough to fill a tall screen. */
export const PAGE_SIZE = 30;

/** The documents (or the trash), filtered and searched, a page at a time; failures show in place. */
export function useDocList(filter: DocFilter) {
  return useInfiniteQuery({
    queryKey: writingKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      call(
        table.page,
        {
          searchValue: filter.searchValue,
          trashed: filter.trashed,
          current: pageParam,
          size: PAGE_SIZE,
          ...(filter.groupId === undefined ? {} : { groupId: filter.groupId }),
        },
        { signal, silent: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // Typing a search keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** Every group of the writer (a writer has a handful; one page of 100 holds them). */
export function useGroups() {
  return useQuery({
    queryKey: writingKeys.groups(),
    queryFn: ({ signal }) => call(table.groups, { current: 1, size: 100 }, { signal, silent: true }),
    select: (page) => page.records,
  });
}

/**
 * One document with its content, read once per opening: the editor owns the text from then on
 * (the autosave sends it), so a refetch must not replace what is being typed.
 */
export function useDoc(id: string | null) {
  return useQuery({
    queryKey: writingKeys.doc(id ?? ''),
    queryFn: ({ signal }) => call(table.get, { id: id! }, { signal, silent: true }),
    enabled: id !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useVersions(id: string | null) {
  return useQuery({
    queryKey: writingKeys.versions(id ?? ''),
    queryFn: ({ signal }) => call(table.versions, { id: id! }, { signal, silent: true }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useVersion(id: string, versionId: string | null) {
  return useQuery({
    queryKey: writingKeys.version(id, versionId ?? ''),
    queryFn: ({ signal }) => call(table.version, { id, versionId: versionId! }, { signal, silent: true }),
    enabled: versionId !== null,
    staleTime: Infinity,
  });
}
