import { Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/stores/auth.ts';
import { useLatestConversation } from './api/latest-conversation.ts';
import { ChatView } from './components/ChatView.tsx';
import { useChats, type Slot } from './state/chats.ts';
import styles from './components/chat.module.css';

export type WritingChatProps = {
  docId: string;
  /** What the empty chat says it reads, and questions to start from (the writing page's words). */
  intro: string;
  suggestions: readonly string[];
  /** Text the writer quoted with Cmd/Ctrl+L in the editor (the page owns that key). */
  quoteIn?: { text: string; at: number };
};

/** The default assistant answers beside the editor; the document is its context. */
const WRITING_BOT = '-1';

/**
 * The chat beside the writing editor (issue [writing] item 3): the chat page's conversation,
 * composer and model picker in a panel, in a conversation of the document (features `write`),
 * so the server hands the model the document as last saved with every question. Coming back to
 * a document picks up its latest stored conversation.
 */
export function WritingChat({ docId, intro, suggestions, quoteIn }: WritingChatProps) {
  const { t } = useTranslation('chat');
  const slot: Slot = `write:${docId}`;
  const loggedIn = useAuth((state) => Boolean(state.token));
  const key = useChats((state) => state.active[slot]);
  const latest = useLatestConversation('write', docId, loggedIn && !key);
  const pageInfo = useMemo(() => ({ page: 'write' as const, id: docId }), [docId]);

  // Once the document closes, its chat is among the first to go past the five kept (SPEC §4).
  useEffect(() => () => useChats.getState().release(slot), [slot]);

  if (!key && loggedIn && latest.isPending) return <Spin className={styles.centered} description={t('chat.loading')} />;
  return (
    <div className={styles.notebookChat}>
      <ChatView
        slot={slot}
        botId={WRITING_BOT}
        sessionId={key ? undefined : (latest.data ?? undefined)}
        pageInfo={pageInfo}
        panel
        suggestions={suggestions}
        suggestionsIntro={intro}
        quoteIn={quoteIn}
        hotkeys={false}
      />
    </div>
  );
}
