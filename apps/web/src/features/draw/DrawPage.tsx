import type { ChangeAction } from '@inkstone/contract/draw';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';
import { Allowance } from './components/Allowance.tsx';
import { Composer, type PromptRef } from './components/Composer.tsx';
import { Feed } from './components/Feed.tsx';
import './i18n.ts';
import { ProviderNote } from './components/ProviderNote.tsx';
import { PromptParameters } from './PromptParameters.tsx';
import { followAllowance } from './state/allowance.ts';
import { bindDrawStore } from './state/bindings.ts';
import { useDrawHistory } from './state/history.ts';
import { useTaskWatch } from './state/poll.ts';
import { sendChange, submitDraw } from './state/send.ts';
import { useDraw } from './state/store.ts';
import type { ImageMessage } from './state/types.ts';
import styles from './components/draw.module.css';

const HIGHLIGHT_MS = 1_600;

/**
 * /common/draw — drawing from words or blended pictures (SPEC §5, §7 Drawing), kept alive so
 * the prompt, the bag and the tasks survive navigation. The store, not this component, follows
 * the socket, so a hidden page keeps up with its tasks.
 */
export default function DrawPage() {
  const { t } = useTranslation('draw');
  const loggedIn = useAuth((state) => Boolean(state.token));
  const openLogin = useDialogs((state) => state.openLogin);
  const client = useQueryClient();
  const history = useDrawHistory(loggedIn);
  const promptRef = useRef<PromptRef>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const highlightTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => bindDrawStore(client), [client]);
  useEffect(() => () => clearTimeout(highlightTimer.current), []);
  useEffect(() => (loggedIn ? followAllowance(client) : undefined), [loggedIn, client]);
  useTaskWatch(loggedIn);

  const focusMessage = useCallback((msgId: string) => {
    const card = document.getElementById(`draw-task-${msgId}`);
    card?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
    setHighlighted(msgId);
    clearTimeout(highlightTimer.current);
    highlightTimer.current = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
  }, []);

  const focusTask = useCallback(
    (mjTaskId: string) => {
      const task = useDraw
        .getState()
        .messages.find((message) => message.type === 'response' && message.mjTaskId === mjTaskId);
      if (task) focusMessage(task.msgId);
    },
    [focusMessage],
  );

  const signedIn = useCallback(() => {
    if (loggedIn) return true;
    openLogin();
    return false;
  }, [loggedIn, openLogin]);

  const submit = () => {
    if (!signedIn()) return;
    void submitDraw();
  };

  const onChange = useCallback(
    (task: ImageMessage, action: ChangeAction, index: number | null) => {
      if (!signedIn()) return;
      // A new grid appears at the top of the list: take the user there. An upscale shows in its slot.
      void sendChange(
        task,
        action,
        index,
        action === 'UPSCALE' ? undefined : (msgId) => requestAnimationFrame(() => focusMessage(msgId)),
      );
    },
    [signedIn, focusMessage],
  );

  const reusePrompt = useCallback((prompt: string) => {
    useDraw.getState().setDraft(prompt);
    promptRef.current?.focus({ cursor: 'end' });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);

  return (
    <PageFrame title={t('title')}>
      <div className={styles.top}>
        <ProviderNote />
        <Composer inputRef={promptRef} onSubmit={submit} />
        <Allowance />
        <PromptParameters />
      </div>
      <Feed
        history={history}
        loggedIn={loggedIn}
        highlighted={highlighted}
        onSignIn={openLogin}
        onExample={reusePrompt}
        onChange={onChange}
        onFocusTask={focusTask}
      />
    </PageFrame>
  );
}
