import type { HistoryRecord } from '@inkstone/contract/chat';
import { Limits } from '@inkstone/contract/limits';
import type { AnswerOf } from '@inkstone/contract/routes/define';
import { chatRoutes } from '@inkstone/contract/routes/chat';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { nextPageOf } from '@/shared/api/paging.ts';
import { prefetchNewestPage, takeNewestPage } from './history-prefetch.ts';
import { chatKeys } from './keys.ts';

export type HistoryPage = AnswerOf<typeof chatRoutes.history>;

/** One conversation's exchanges, newest first, ten a page. */
export function getHistoryPage(input: {
  sessionId: string;
  botId: string;
  current: number;
  size?: number;
}): Promise<HistoryPage> {
  return call(chatRoutes.history, {
    current: input.current,
    size: input.size ?? Limits.historyPageSize,
    roleId: input.botId,
    features: 'chat',
    msgId: input.sessionId,
  });
}

/** Every exchange of a conversation, oldest first (for an export): the server's largest pages, in turn. */
export async function getWholeConversation(sessionId: string, botId: string): Promise<HistoryRecord[]> {
  const records: HistoryRecord[] = [];
  for (let current = 1; ; current++) {
    const page = await getHistoryPage({ sessionId, botId, current, size: 50 });
    records.push(...page.records);
    if (current >= page.pages) break;
  }
  return records.reverse();
}

/**
 * Asks for a conversation's newest page before its chat page renders (history-prefetch.ts);
 * the history query below takes the answer instead of asking again.
 */
export function prefetchHistory(sessionId: string, botId: string): void {
  prefetchNewestPage(sessionId, botId, () => getHistoryPage({ sessionId, botId, current: 1 }));
}

/**
 * A conversation's history as an infinite query (SPEC §4 paging). `botIdOf` is read at each
 * fetch: the first page can tell the chat which bot it belongs to. The pages are what the
 * chat's messages were built from, so they never go stale by time or leave the cache by
 * themselves (a logout removes them); a failed page waits for the user's retry. Page 1 may
 * already be on its way (prefetchHistory).
 */
export const historyQuery = (chatKey: string, sessionId: string, botIdOf: () => string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.history(chatKey, sessionId),
    queryFn: ({ pageParam }) => {
      const botId = botIdOf();
      return (
        (pageParam === 1 ? takeNewestPage(sessionId, botId) : undefined) ??
        getHistoryPage({ sessionId, botId, current: pageParam })
      );
    },
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
