import { pageOf, topicSchema, type Topic } from '@inkstone/contract/chat';
import { Limits } from '@inkstone/contract/limits';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/shared/api/client.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { chatKeys } from './keys.ts';

const topicPage = pageOf(topicSchema);
export type TopicPage = { records: Topic[]; total: number; current: number; size: number; pages: number };

/** GET cli/chat/topic/v1/getMsgId: a new session id (SPEC §4: fetched on first use). */
export const getMsgId = async () => z.string().min(1).parse(await api.get('cli/chat/topic/v1/getMsgId'));

/** POST cli/chat/topic/v1/page: conversations, newest first. */
export async function getTopics(current: number, size = Limits.historyPageSize): Promise<TopicPage> {
  return topicPage.parse(await api.postJson('cli/chat/topic/v1/page', { current, size, features: 'chat' }));
}

/**
 * SPEC §4: the next page loads only while the current page is below the last one and nothing
 * is loading. (The original compares `current` with `total`; with `total` counting records that
 * would ask for empty pages, so the page count is used.)
 */
export function canLoadNext(page: Pick<TopicPage, 'current' | 'pages'> | undefined, loading: boolean): boolean {
  return Boolean(page) && !loading && page!.current < page!.pages;
}

export const topicsQuery = infiniteQueryOptions({
  queryKey: chatKeys.topics,
  queryFn: ({ pageParam }) => getTopics(pageParam),
  initialPageParam: 1,
  getNextPageParam: (last: TopicPage) => (last.current < last.pages ? last.current + 1 : undefined),
});

export function useTopics(enabled: boolean) {
  const loggedIn = useAuth((state) => Boolean(state.token));
  return useInfiniteQuery({ ...topicsQuery, enabled: enabled && loggedIn, staleTime: 0 });
}

/** POST cli/chat/topic/v1/del. */
export const deleteTopic = (msgId: string) => api.postJson<null>('cli/chat/topic/v1/del', { msgId });

export function useDeleteTopic() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTopic, onSettled: () => client.invalidateQueries({ queryKey: chatKeys.topics }) });
}
