import type { Source } from '@inkstone/contract/chat';
import { Alert, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MentionProvider } from '@/shared/mentions/mention-provider.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { useLatestConversation } from './api/latest-conversation.ts';
import { ChatView } from './components/ChatView.tsx';
import type { SaveAnswer } from './components/save-note.ts';
import { useChats, type Slot } from './state/chats.ts';
import styles from './components/chat.module.css';

export type NotebookChatProps = {
  notebookId: string;
  /** The sources the reader chose; left out while every source counts. */
  sourceIds: string[] | undefined;
  /** Questions to start from while the chat is empty. */
  suggestions: readonly string[];
  /** A citation in an answer: the page opens its source at the passage. */
  onCitation: (source: Source) => void;
  /** "Save to note" under each answer, for readers who may write notes. */
  onSaveAnswer?: SaveAnswer;
  /** What the composer's `@` lists (the notebook's sources and notes, from the page). */
  mentions?: MentionProvider;
};

/** The default assistant answers in a notebook; the notebook's sources are its knowledge. */
const NOTEBOOK_BOT = '-1';

/**
 * A notebook's chat panel (issue [notebooks] item 3): the chat page's conversation, composer and
 * model picker in a panel, answering only from the notebook's chosen sources, with citations that
 * open the cited passage beside it. Coming back to a notebook picks up its latest stored
 * conversation (the client's copy when it still holds one).
 */
export function NotebookChat({
  notebookId,
  sourceIds,
  suggestions,
  onCitation,
  onSaveAnswer,
  mentions,
}: NotebookChatProps) {
  const { t } = useTranslation('chat');
  const slot: Slot = `notebook:${notebookId}`;
  const loggedIn = useAuth((state) => Boolean(state.token));
  const key = useChats((state) => state.active[slot]);
  const latest = useLatestConversation('notebook', notebookId, loggedIn && !key);
  const pageInfo = useMemo(() => ({ page: 'notebook' as const, id: notebookId }), [notebookId]);

  // Once the notebook closes, its chat is the first to go past the five kept (SPEC §4); coming
  // back finds it again by its session while it is still held.
  useEffect(() => () => useChats.getState().release(slot), [slot]);

  // The chat sends the chosen sources with every question, a regenerated or edited one too.
  const chosen = sourceIds?.join('\n');
  useEffect(() => {
    if (key)
      useChats
        .getState()
        .patch(key, { sourceIds: chosen === undefined ? undefined : chosen.split('\n').filter(Boolean) });
  }, [key, chosen]);

  if (!key && loggedIn && latest.isPending) return <Spin className={styles.centered} description={t('chat.loading')} />;
  return (
    <div className={styles.notebookChat}>
      {sourceIds?.length === 0 && (
        <Alert type="warning" showIcon banner title={t('notebook.noneChosen')} data-testid="no-sources-chosen" />
      )}
      <ChatView
        slot={slot}
        botId={NOTEBOOK_BOT}
        sessionId={key ? undefined : (latest.data ?? undefined)}
        pageInfo={pageInfo}
        panel
        suggestions={suggestions}
        onCitation={onCitation}
        onSaveAnswer={onSaveAnswer}
        mentions={mentions}
      />
    </div>
  );
}
