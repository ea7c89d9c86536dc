import { pageOf, topicSchema, type Topic } from '@inkstone/contract/chat';
import { Limits } from '@inkstone/contract/limits';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/shared/api/client.ts';
import { nextPageOf } from '@/shared/api/paging.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { chatKeys } from './keys.ts';

const topicPage = pageOf(topicSchema);
export type TopicPage = { records: Topic[]; total: number; current: number; size: number; pages: number };

/** GET cli/chat/topic/v1/getMsgId: a new session id (SPEC §4: fetched on first use). */
export const getMsgId = async () => z.string().min(1).parse(await api.get('cli/chat/topic/v1/getMsgId'));

/** POST cli/chat/topic/v1/page: conversations, pinned first then newest; `keyword` searches titles and messages. */
export async function getTopics(current: number, keyword = '', size = Limits.historyPageSize): Promise<TopicPage> {
  return topicPage.parse(await api.postJson('cli/chat/topic/v1/page', { current, size, features: 'chat', keyword: keyword || undefined }));
}

export const topicsQuery = (keyword = '') =>
  infiniteQueryOptions({
    queryKey: [...chatKeys.topics, keyword],
    queryFn: ({ pageParam }) => getTopics(pageParam, keyword),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export function useTopics(enabled: boolean, keyword = '') {
  const loggedIn = useAuth((state) => Boolean(state.token));
  return useInfiniteQuery({ ...topicsQuery(keyword.trim()), enabled: enabled && loggedIn, staleTime: 0, placeholderData: keepPreviousData });
}

/** POST cli/chat/topic/v1/del. */
export const deleteTopic = (msgId: string) => api.postJson<null>('cli/chat/topic/v1/del', { msgId });

export function useDeleteTopic() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTopic, onSettled: () => client.invalidateQueries({ queryKey: chatKeys.topics }) });
}

/** POST cli/chat/topic/v1/update: rename and/or pin a conversation. */
export const updateTopic = (body: { msgId: string; title?: string; pinned?: boolean }) => api.postJson<Topic>('cli/chat/topic/v1/update', body);

export function useUpdateTopic() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateTopic, onSettled: () => client.invalidateQueries({ queryKey: chatKeys.topics }) });
}

/** POST cli/chat/topic/v1/rewind: the exchange `tableId` and every later one leave the conversation. */
export const rewindTopic = (msgId: string, tableId: number, model: string) => api.postJson<number>('cli/chat/topic/v1/rewind', { msgId, tableId, model });
