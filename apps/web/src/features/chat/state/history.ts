import { i18next } from '@/shared/i18n/i18n.ts';
import { getHistoryPage } from '../api/history.ts';
import { chatByKey, useChats } from './chats.ts';
import { pageToMessages } from './records.ts';

/** More stored history exists above what the chat holds. */
export const hasEarlier = (key: string) => {
  const chat = chatByKey(key);
  return Boolean(chat?.history.loaded && chat.history.current < chat.history.pages);
};

/**
 * Loads the next (older) page of a stored conversation and puts it above the messages.
 * Nothing happens while a page is loading or when the last page is in (SPEC §4 paging).
 */
export async function loadHistoryPage(key: string): Promise<void> {
  const store = useChats.getState;
  const chat = chatByKey(key);
  if (!chat?.sessionId || chat.history.loading) return;
  if (chat.history.loaded && chat.history.current >= chat.history.pages) return;
  const sessionId = chat.sessionId;
  store().patch(key, (current) => ({ history: { ...current.history, loading: true, failed: false } }));
  try {
    const page = await getHistoryPage({ sessionId, botId: chat.botId, current: chat.history.current + 1 });
    store().patch(key, (current) => {
      if (current.sessionId !== sessionId) return { history: { ...current.history, loading: false } };
      const first = page.records[0];
      const botId = current.messages.length === 0 && first ? first.roleId : current.botId;
      return {
        botId,
        title: current.title || first?.topic || '',
        messages: [...pageToMessages(page.records, current.messages, botId, i18next.t('chat:answer.historyFailed')), ...current.messages],
        history: { current: page.current, pages: page.pages, total: page.total, loading: false, loaded: true, failed: false },
      };
    });
  } catch {
    store().patch(key, (current) => ({ history: { ...current.history, loading: false, failed: true } }));
  }
}
