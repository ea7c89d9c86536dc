import { prefetchHistory } from './api/history.ts';
import { preloadMarkdown } from './markdown/modules.ts';
import { useChats } from './state/chats.ts';

/** The bot a conversation opened by its link is asked as (CustomChatPage): the default assistant. */
export const LINKED_CHAT_BOT = '-1';

/**
 * What opening /chat-custom/:id needs from the network, started as soon as the id is known:
 * the conversation's newest history page and the Markdown renderer's chunk. A conversation the
 * client holds already needs neither (its pages are in the store).
 */
export function prefetchConversation(sessionId: string): void {
  void preloadMarkdown();
  if (!sessionId || useChats.getState().chats.some((chat) => chat.sessionId === sessionId)) return;
  prefetchHistory(sessionId, LINKED_CHAT_BOT);
}
