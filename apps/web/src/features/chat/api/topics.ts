import { Limits } from '@inkstone/contract/limits';
import type { AnswerOf } from '@inkstone/contract/routes/define';
import { chatRoutes } from '@inkstone/contract/routes/chat';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { nextPageOf } from '@/shared/api/paging.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { chatKeys } from './keys.ts';

export type TopicPage = AnswerOf<typeof chatRoutes.topics>;

/** A new session id (SPEC §4: fetched on first use). */
export const getMsgId = () => call(chatRoutes.newSession);

/**
 * A new conversation in a notebook or beside a writing document: made with its page info, so the
 * server files it under the notebook or the document (features `notebook` or `write`, projectId)
 * and answers from the notebook's sources or with the document in view.
 */
export const newPanelSession = (page: 'notebook' | 'write', id: string, botId: string) =>
  call(chatRoutes.createTopic, { botId, pageInfo: { page, id } }).then((topic) => topic.msgId);

/**
 * A new conversation with a bot: made with the bot's id, so the bot owns it (its knowledge,
 * greeting and report); a plain getMsgId session belongs to the default assistant.
 */
export const newBotSession = (botId: string) =>
  call(chatRoutes.createTopic, { botId, pageInfo: { page: 'chat' } }).then((topic) => topic.msgId);

/** Conversations, pinned first then newest; `keyword` searches titles and messages. */
export function getTopics(current: number, keyword = '', size = Limits.historyPageSize): Promise<TopicPage> {
  return call(chatRoutes.topics, { current, size, features: 'chat', keyword: keyword || undefined });
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
  return useInfiniteQuery({
    ...topicsQuery(keyword.trim()),
    enabled: enabled && loggedIn,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export const deleteTopic = (msgId: string) => call(chatRoutes.deleteTopic, { msgId });

export function useDeleteTopic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTopic,
    onSettled: () => client.invalidateQueries({ queryKey: chatKeys.topics }),
  });
}

/** Rename and/or pin a conversation. */
export const updateTopic = (body: { msgId: string; title?: string; pinned?: boolean }) =>
  call(chatRoutes.updateTopic, body);

export function useUpdateTopic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTopic,
    onSettled: () => client.invalidateQueries({ queryKey: chatKeys.topics }),
  });
}

/** The exchange `tableId` and every later one leave the conversation. */
export const rewindTopic = (msgId: string, tableId: number, model: string) =>
  call(chatRoutes.rewindTopic, { msgId, tableId, model });
