import type { Recording } from '@inkstone/contract/voice';
import { voiceRoutes as table } from '@inkstone/contract/routes/voice';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { nextPageOf } from '@/shared/api/paging.ts';
import { voiceKeys } from './keys.ts';

export const PAGE_SIZE = 20;

/** Work still going on the server: the page asks again while it lasts (the pushes come first). */
export const isBusy = (recording: Pick<Recording, 'status'> & { transcript: { state: string } }) =>
  recording.status === 'recording' ||
  recording.status === 'processing' ||
  recording.transcript.state === 'queued' ||
  recording.transcript.state === 'transcribing';

/** Polling is the fallback for a socket that is down: slow enough not to matter when it is up. */
export const POLL_MS = 5_000;

/** My recordings, newest first, searched in titles and transcripts, a page at a time. */
export function useRecordings(search: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: voiceKeys.list(search),
    queryFn: ({ pageParam, signal }) =>
      call(table.page, { searchValue: search, current: pageParam, size: PAGE_SIZE }, { signal, silent: true }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.records.some(isBusy)) ? POLL_MS : false),
  });
}

/** One recording with its transcript and minutes; asked again while the server is still at work. */
export function useRecording(id: string | null) {
  return useQuery({
    queryKey: voiceKeys.recording(id ?? ''),
    queryFn: ({ signal }) => call(table.get, { id: id! }, { signal, silent: true }),
    enabled: id !== null,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (query.state.data && isBusy(query.state.data) ? POLL_MS : false),
  });
}
