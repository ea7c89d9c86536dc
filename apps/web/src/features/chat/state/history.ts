import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { canLoadNext } from '@/shared/api/paging.ts';
import { i18next } from '@/shared/i18n/i18n.ts';
import { historyQuery, type HistoryPage } from '../api/history.ts';
import { chatByKey, useChats } from './chats.ts';
import { pageToMessages } from './records.ts';
import { isStreaming } from './send.ts';
import type { Chat, ChatMessage } from './types.ts';

export type ChatHistory = {
  /** The newest page is on its way (or about to be) and nothing is shown yet. */
  loadingFirst: boolean;
  failedFirst: boolean;
  /** More stored history exists above what the chat holds. */
  hasEarlier: boolean;
  loadingEarlier: boolean;
  /** The next (older) page, only while there is one and nothing is loading (SPEC §4 paging). */
  loadEarlier: () => void;
  retry: () => void;
};

/**
 * Puts the pages the chat does not hold yet above its messages, in order. Questions asked in
 * this visit shift the server's pages, so a record the chat holds already is left out.
 */
function mergePages(key: string, sessionId: string, pages: readonly HistoryPage[]): void {
  useChats.getState().patch(key, (current) => {
    if (current.sessionId !== sessionId || current.historyPages >= pages.length) return {};
    let { botId, title, messages } = current;
    for (const page of pages.slice(current.historyPages)) {
      const first = page.records[0];
      if (messages.length === 0 && first) botId = first.roleId;
      title ||= first?.topic ?? '';
      messages = [
        ...pageToMessages(page.records, messages, botId, i18next.t('chat:answer.historyFailed')),
        ...messages,
      ];
    }
    return { botId, title, messages, historyPages: pages.length };
  });
  resumeStreaming(key);
}

/**
 * An answer the history says is still being written, and no stream of this page follows: the chat
 * reattaches to it (reattach.ts, fetched only then).
 */
function resumeStreaming(key: string): void {
  const waiting = (message: ChatMessage) => message.type === 'response' && !message.done && !isStreaming(message.msgId);
  if (chatByKey(key)?.messages.some(waiting)) void import('./reattach.ts').then((code) => code.reattachAll(key));
}

/**
 * A stored conversation's history through TanStack Query (signed in only: history is private).
 * The infinite query owns the paging; the chat store holds the messages built from its pages,
 * beside the ones asked and streamed in this visit.
 */
export function useChatHistory(chat: Chat | undefined, loggedIn: boolean): ChatHistory {
  const key = chat?.key ?? '';
  const sessionId = chat?.sessionId ?? '';
  const enabled = Boolean(chat && loggedIn && sessionId && !chat.isNewSession);
  const query = useInfiniteQuery({
    ...historyQuery(key, sessionId, () => chatByKey(key)?.botId ?? '-1'),
    enabled,
  });
  const pages = query.data?.pages;

  useEffect(() => {
    if (key && sessionId && pages) mergePages(key, sessionId, pages);
  }, [key, sessionId, pages]);

  const merged = chat?.historyPages ?? 0;
  const settledFirst = merged > 0 || query.isError;
  // Until the pages that arrived are merged, there is nothing "earlier" to ask for.
  const last = merged > 0 && merged === pages?.length ? pages[merged - 1] : undefined;
  const { isFetching, fetchNextPage, refetch } = query;
  const loadEarlier = useCallback(() => {
    // A second ask while one runs must not cancel it and start again: cancelRefetch false.
    if (canLoadNext(last, isFetching)) void fetchNextPage({ cancelRefetch: false });
  }, [last, isFetching, fetchNextPage]);
  return {
    loadingFirst: enabled && (!settledFirst || (query.isFetching && merged === 0)),
    failedFirst: enabled && merged === 0 && query.isError && !query.isFetching,
    hasEarlier: canLoadNext(last, false),
    loadingEarlier: query.isFetchingNextPage,
    loadEarlier,
    retry: () => void refetch(),
  };
}
