import type { Source } from '@inkstone/contract/chat';
import type { ModelEntry } from '@inkstone/contract/models';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MentionOption, MentionProvider } from '@/shared/mentions/mention-provider.ts';
import { useIsMobile } from '@/shared/platform/media.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { toast } from '@/shared/ui/toast.ts';
import { useDocumentTitle } from '@/shared/ui/use-document-title.ts';
import { setScore } from '../api/answers.ts';
import { chatKeys } from '../api/keys.ts';
import { pickModel, useDefaultModel, useModelList, useSetDefaultModel } from '../api/models.ts';
import { useAttachments } from '../hooks/use-attachments.ts';
import { useChatHotkeys } from '../hooks/use-chat-hotkeys.ts';
import { CiteActionContext } from '../markdown/cite-action.ts';
import { SaveAnswerContext, type SaveAnswer } from './save-note.ts';
import { preloadMarkdown } from '../markdown/modules.ts';
import { bindChatStore } from '../state/bindings.ts';
import { useChats, type Slot } from '../state/chats.ts';
import { useChatHistory } from '../state/history.ts';
import { editPrompt } from '../state/edit.ts';
import { regenerate, sendPrompt, stopStreaming } from '../state/send.ts';
import type { TemplatePick } from '../templates/template-pick.ts';
import type { ChatMessage, PageInfo } from '../state/types.ts';
import { ChatHeader } from './ChatHeader.tsx';
import { afterNextPaint } from './after-paint.ts';
import type { BotIntro } from './Welcome.tsx';
import { controlsChunk, loadFailedChunk, suggestionsChunk, welcomeChunk } from './chunks.ts';
import { Composer, type SenderRef } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import { useLaterChunk } from './later-chunk.ts';
import { Waiting } from './Waiting.tsx';
import { useWebSearchOn } from '../state/web-search.ts';
import styles from './chat.module.css';

type Props = {
  slot: Slot;
  botId: string;
  /** /chat-custom/:id opens a stored conversation by its session id. */
  sessionId?: string;
  /** Where "new chat" goes when this page cannot start one itself. */
  onNewChat?: () => void;
  /** Whose chat a new one is: a notebook's (SPEC §3 pageInfo); a plain chat when left out. */
  pageInfo?: PageInfo;
  /**
   * A panel beside other content (a notebook's chat): no history drawer, the compact header,
   * and the page's title left to the page.
   */
  panel?: boolean;
  /** Questions an empty chat offers instead of the general welcome. */
  suggestions?: readonly string[];
  /** What an empty chat with suggestions says it answers from (a notebook's sources when left out). */
  suggestionsIntro?: string;
  /**
   * Text quoted from the page beside it (the writing editor's Cmd/Ctrl+L): added to the quote,
   * the composer focused. `at` tells a new quote from the one before.
   */
  quoteIn?: { text: string; at: number };
  /** Cmd/Ctrl+L and Cmd/Ctrl+H of the chat (on by default); off where the page owns those keys. */
  hotkeys?: boolean;
  /** Opens a cited knowledge source at its passage (citations become buttons that call it). */
  onCitation?: (source: Source) => void;
  /** Offers "save to note" under each finished answer. */
  onSaveAnswer?: SaveAnswer;
  /** What the composer's `@` lists (a notebook's sources and notes); no menu without it. */
  mentions?: MentionProvider;
  /** A bot's own welcome (SPEC: its greeting first): shown in place of the general one. */
  intro?: BotIntro;
};

// Publishing the conversation as a page: its dialog loads when first opened.
const PublishChatDialog = lazy(() =>
  import('../publish/PublishChatDialog.tsx').then((m) => ({ default: m.PublishChatDialog })),
);

/** The quote field holds this much (the chat call's limit). */
const QUOTE_MAX = 20_000;

/**
 * One chat page: the conversation held in the chat store for `slot`, its stored history, the
 * composer and the model picker. Both chat routes render it.
 */
export function ChatView({
  slot,
  botId,
  sessionId,
  onNewChat,
  pageInfo,
  panel,
  suggestions,
  suggestionsIntro,
  quoteIn,
  hotkeys = true,
  onCitation,
  onSaveAnswer,
  mentions,
  intro,
}: Props) {
  const { t } = useTranslation('chat');
  const headingId = useId();
  const isMobile = useIsMobile();
  const client = useQueryClient();
  const loggedIn = useAuth((state) => Boolean(state.token));
  const { openLogin, open, close } = useDialogs();
  const historyOpen = useDialogs((state) => state.chatHistory);

  useEffect(() => bindChatStore(), []);
  // The Markdown renderer is a chunk of its own: fetched now, beside the history, answers
  // seldom wait for it (they show as plain text meanwhile).
  useEffect(() => void preloadMarkdown(), []);

  // The chat this page shows: created (or opened by session id) on first visit.
  const key = useChats((state) => state.active[slot]);
  const chat = useChats((state) => state.chats.find((candidate) => candidate.key === key));
  useEffect(() => {
    if (chat) return;
    const store = useChats.getState();
    if (sessionId) store.openSession(slot, { sessionId, botId, pageInfo });
    else store.ensure(slot, { botId, pageInfo });
  }, [chat, slot, botId, sessionId, pageInfo]);

  // A stored conversation loads its latest page first (signed in only: history is private).
  const history = useChatHistory(chat, loggedIn);

  const { data: entries = [], isLoading: modelsLoading } = useModelList();
  const { data: savedModel } = useDefaultModel();
  const saveModel = useSetDefaultModel();
  const [chosenModel, setChosenModel] = useState<string | null>(null);
  const model = pickModel(entries, chosenModel ?? savedModel);
  const modelMap = useMemo(() => new Map<string, ModelEntry>(entries.map((entry) => [entry.model, entry])), [entries]);

  const [value, setValue] = useState('');
  const [quote, setQuote] = useState('');
  const [mentionChips, setMentionChips] = useState<MentionOption[]>([]);
  const [followToken, setFollowToken] = useState(0);
  const [sending, setSending] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const attachments = useAttachments();
  const senderRef = useRef<SenderRef>(null);

  // A quote handed over by the page: taken once per `at`, on the render that first sees it.
  const [quoteTaken, setQuoteTaken] = useState<number | null>(null);
  if (quoteIn && quoteIn.at !== quoteTaken) {
    setQuoteTaken(quoteIn.at);
    setQuote((current) => (current ? `${current}\n\n${quoteIn.text}` : quoteIn.text).slice(0, QUOTE_MAX));
  }
  useEffect(() => {
    if (quoteIn) senderRef.current?.focus({ cursor: 'end' });
  }, [quoteIn]);

  const streamingAnswer = chat?.messages.find((message) => message.type === 'response' && !message.done);
  const busy = sending || Boolean(streamingAnswer);

  const signedIn = useCallback(() => {
    if (loggedIn) return true;
    openLogin();
    return false;
  }, [loggedIn, openLogin]);

  const webSearch = useWebSearchOn();
  const submit = async (text: string, template?: TemplatePick) => {
    const prompt = text.trim();
    if (!key || !prompt || busy || !signedIn()) return;
    if (attachments.hasErrors) return toast('warning', t('files.abnormal'));
    if (attachments.uploading) return toast('warning', t('files.uploading'));
    const taken = attachments.take();
    const quoted = quote;
    const mentioned = mentionChips;
    setValue('');
    setQuote('');
    setMentionChips([]);
    setSending(true);
    setFollowToken((token) => token + 1);
    const outcome = await sendPrompt(key, {
      prompt,
      template,
      model,
      quoteInfo: quoted || undefined,
      files: taken.flatMap((item) => (item.file ? [item.file] : [])),
      webSearch,
    }).finally(() => setSending(false));
    if (outcome === 'refused') {
      // Refused before streaming (SPEC §8): the prompt goes back where it was typed.
      setValue((current) => current || text);
      setQuote((current) => current || quoted);
      setMentionChips((current) => (current.length ? current : mentioned));
      attachments.restore(taken);
    }
    void client.invalidateQueries({ queryKey: chatKeys.topics });
  };

  // A picked `@` entry adds its text to the quote (after any quoted already) or shows as a chip.
  const onMention = (option: MentionOption) => {
    if (!mentions) return;
    mentions.pick(option).then(
      (picked) => {
        const added = picked.quote?.trim();
        if (added) setQuote((current) => (current ? `${current}\n\n${added}` : added).slice(0, QUOTE_MAX));
        if (picked.chip)
          setMentionChips((current) =>
            current.some((chip) => chip.group === option.group && chip.id === option.id)
              ? current
              : [...current, option],
          );
      },
      // The provider has told the reader what went wrong.
      () => undefined,
    );
  };
  const onMentionRemove = (option: MentionOption) => {
    setMentionChips((current) => current.filter((chip) => chip !== option));
    mentions?.unpick?.(option);
  };

  const onRegenerate = useCallback(
    (msgId: string) => {
      if (!key || !signedIn()) return;
      void regenerate(key, msgId, model).then(() => client.invalidateQueries({ queryKey: chatKeys.topics }));
    },
    [key, model, client, signedIn],
  );

  /** Resolves false when nothing changed, so the editor stays open with the edited text. */
  const onEdit = useCallback(
    async (promptId: string, text: string) => {
      if (!key || busy || !signedIn()) return false;
      const outcome = await editPrompt(key, promptId, text, model);
      if (outcome === 'kept' || outcome === 'dropped') return false;
      setFollowToken((token) => token + 1);
      // Refused once the old exchanges were gone (a race for the last question): the edited
      // question waits in the composer, as a typed one would.
      if (outcome === 'refused') setValue((current) => current || text);
      void client.invalidateQueries({ queryKey: chatKeys.topics });
      return true;
    },
    [key, busy, model, client, signedIn],
  );

  const onScore = useCallback(
    async (message: ChatMessage, score: 1 | -1 | 0) => {
      if (!key || message.tableId === undefined || !signedIn()) return;
      const before = message.score ?? null;
      const { patchMessage } = useChats.getState();
      patchMessage(key, message.msgId, { score: score === 0 ? null : score });
      try {
        await setScore(message.tableId, score);
      } catch {
        patchMessage(key, message.msgId, { score: before });
      }
    },
    [key, signedIn],
  );

  const toggleHistory = () => {
    if (panel || !signedIn()) return;
    if (historyOpen) close('chatHistory');
    else open('chatHistory');
  };

  const newChat = () => {
    if (!signedIn()) return;
    if (onNewChat) return onNewChat();
    useChats.getState().startNew(slot, botId);
    setQuote('');
    senderRef.current?.focus();
  };

  useChatHotkeys(
    {
      onQuote: (selection) => {
        if (!selection) return toast('info', t('composer.noSelection'), 3);
        setQuote(selection.slice(0, 20_000));
        senderRef.current?.focus({ cursor: 'end' });
      },
      onToggleHistory: toggleHistory,
    },
    hotkeys,
  );

  const title = chat?.title || t('chat.newTitle');

  const messages = chat?.messages.filter((message) => !message.hide) ?? [];
  // A conversation opened by its id is loading from the first render (its chat is made in the
  // effect above): the welcome screen never flashes before its history.
  const opening = !chat && Boolean(sessionId) && loggedIn;
  const loadingFirst = messages.length === 0 && (history.loadingFirst || opening);
  const failedFirst = messages.length === 0 && history.failedFirst;

  // The composer's text box and the model picker load once the page's first content has been
  // painted (a reader can read before they arrive), or at once when the reader reaches for them
  // (each reach asks again, should a fetch have failed).
  const [controlsWanted, setControlsWanted] = useState(false);
  const [reaches, setReaches] = useState(0);
  const controls = useLaterChunk(controlsChunk, controlsWanted, reaches);
  const wakeControls = useCallback(() => {
    setControlsWanted(true);
    setReaches((count) => count + 1);
  }, []);
  useEffect(
    () => (loadingFirst || controlsWanted ? undefined : afterNextPaint(() => setControlsWanted(true))),
    [loadingFirst, controlsWanted],
  );

  const showWelcome = messages.length === 0 && !loadingFirst && !(failedFirst && key);
  const welcome = useLaterChunk(welcomeChunk, showWelcome && !suggestions);
  const suggested = useLaterChunk(suggestionsChunk, showWelcome && Boolean(suggestions));
  const loadFailed = useLaterChunk(loadFailedChunk, Boolean(failedFirst && key));

  let body;
  if (loadingFirst) body = <Waiting className={styles.centered} label={t('chat.loading')} />;
  else if (failedFirst && key)
    body = loadFailed ? <loadFailed.default onRetry={history.retry} /> : <Waiting className={styles.centered} />;
  else if (messages.length === 0 && suggestions)
    body = suggested && (
      <suggested.Suggestions
        questions={suggestions}
        intro={suggestionsIntro}
        onPick={(prompt) => {
          setValue(prompt);
          senderRef.current?.focus({ cursor: 'end' });
        }}
      />
    );
  else if (messages.length === 0)
    body = welcome && (
      <welcome.Welcome
        intro={intro}
        loggedIn={loggedIn}
        onSignIn={openLogin}
        onPick={(prompt) => {
          setValue(prompt);
          senderRef.current?.focus({ cursor: 'end' });
        }}
      />
    );
  else
    body = (
      <MessageList
        messages={messages}
        models={modelMap}
        idle={!busy}
        hasEarlier={history.hasEarlier}
        loadingEarlier={history.loadingEarlier}
        onLoadEarlier={history.loadEarlier}
        onRegenerate={onRegenerate}
        onScore={onScore}
        onEdit={onEdit}
        followToken={followToken}
      />
    );

  return (
    <section className={styles.page} aria-labelledby={headingId} data-chat-page>
      {!panel && <PageTitle title={chat?.title || t('bot.title')} />}
      <ChatHeader
        headingId={headingId}
        title={t('bot.title')}
        subtitle={title}
        models={entries}
        model={model}
        modelsLoading={modelsLoading}
        compact={isMobile || Boolean(panel)}
        onModel={(next) => {
          // SPEC §6: a guest gets the sign-in dialog and nothing else; the picker keeps its model.
          if (!signedIn()) return;
          setChosenModel(next);
          saveModel.mutate(next);
        }}
        onHistory={panel ? undefined : toggleHistory}
        onNewChat={newChat}
        onPublish={
          loggedIn && chat?.sessionId && chat.messages.some((message) => message.type === 'response' && message.done)
            ? () => setPublishing(true)
            : undefined
        }
        ModelPicker={controls?.ModelPicker ?? null}
        onWake={wakeControls}
      />
      {publishing && chat?.sessionId && (
        <Suspense fallback={null}>
          <PublishChatDialog
            sessionId={chat.sessionId}
            title={title}
            messages={chat.messages}
            onClose={() => setPublishing(false)}
          />
        </Suspense>
      )}
      <div className={styles.body}>
        <CiteActionContext value={onCitation ?? null}>
          <SaveAnswerContext value={onSaveAnswer ?? null}>{body}</SaveAnswerContext>
        </CiteActionContext>
      </div>
      <div className={styles.composerWrap}>
        <Composer
          inputRef={senderRef}
          value={value}
          onChange={setValue}
          quote={quote}
          onQuoteRemove={() => setQuote('')}
          attachments={attachments}
          streaming={Boolean(streamingAnswer)}
          sending={sending}
          onSubmit={(text, template) => void submit(text, template)}
          onStop={() => streamingAnswer && void stopStreaming(streamingAnswer.msgId)}
          canAttach={signedIn}
          SenderBox={controls?.SenderBox ?? null}
          MentionArea={controls?.MentionArea ?? null}
          TemplateArea={controls?.TemplateArea ?? null}
          onWake={wakeControls}
          mentions={mentions}
          mentionChips={mentionChips}
          onMention={onMention}
          onMentionRemove={onMentionRemove}
        />
      </div>
    </section>
  );
}

/** The tab's title follows the conversation on a chat page (a panel leaves it to its page). */
function PageTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}
