import type { StreamFrame } from '@inkstone/contract/chat';
import { titleFromQuestion } from '@inkstone/contract/chat-topics';
import { API_VERSION } from '@inkstone/contract/envelope';
import { chatRoutes } from '@inkstone/contract/routes/chat';
import { i18next } from '@/shared/i18n/i18n.ts';
import { appEvents } from '@/shared/session/events.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { callStream } from '@/shared/sse/call-stream.ts';
import { SseError } from '@/shared/sse/post-sse.ts';
import { stopAnswer } from '../api/answers.ts';
import { getMsgId, newBotSession, newPanelSession } from '../api/topics.ts';
import { chatByKey, useChats } from './chats.ts';
import { running, type Running } from './running-answers.ts';
import { promptIdOf } from './records.ts';
import { isImageModel } from './image-model.ts';
import type { OpenStream } from './resume-stream.ts';
import type { StreamAsk } from '../templates/send-template.ts';
import type { TemplatePick } from '../templates/template-pick.ts';
import type { StreamOutcome } from './stream-outcome.ts';
import type { Chat, ChatFile, ChatMessage } from './types.ts';

/** SPEC §7: the chat stream's address follows the api version setting. */
export const chatStreamRoute = (version: string = API_VERSION) =>
  version === 'v2' ? chatRoutes.sseV2 : chatRoutes.ssePost;

/** Deltas arrive every few milliseconds; the answer re-renders at most this often. */
const FLUSH_MS = 50;
/** After asking the server to stop, how long to wait for its last frame before letting go. */
const STOP_GRACE_MS = 5_000;

export type { StreamOutcome } from './stream-outcome.ts';

export const isStreaming = (msgId: string) => running.has(msgId);

let counter = 0;
export const newAnswerId = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const streamError = (kind: SseError['kind']) =>
  kind === 'timeout'
    ? i18next.t('chat:stream.timeout')
    : kind === 'open'
      ? i18next.t('chat:stream.open')
      : i18next.t('chat:stream.network');

function bodyFor(
  chat: Chat,
  fields: {
    prompt: string;
    msgId: string;
    model: string;
    quoteInfo?: string;
    files?: ChatFile[];
    regenerate?: number;
    webSearch?: boolean;
  },
) {
  const notebook = chat.pageInfo.page === 'notebook';
  const panel = chat.pageInfo.page !== 'chat';
  return {
    prompt: fields.prompt,
    sessionId: chat.sessionId ?? undefined,
    msgId: fields.msgId,
    model: fields.model,
    roleId: chat.botId,
    features: chat.pageInfo.page,
    projectId: panel ? chat.pageInfo.id : undefined,
    sourceIds: notebook ? chat.sourceIds : undefined,
    quoteInfo: fields.quoteInfo || undefined,
    fileList: fields.files?.length ? fields.files.map((file) => file.fileId) : undefined,
    regenerate: fields.regenerate,
    webSearch: fields.webSearch || undefined,
  };
}

/** Asks at the chat's own stream, or another path (a template pick: ssePostTemplate). */
const openAsk =
  (body: ReturnType<typeof bodyFor>, ask?: StreamAsk): OpenStream =>
  (options) =>
    ask ? ask(body, options) : callStream(chatStreamRoute(), body, options);

/**
 * Streams one answer into the message `answerId` of chat `key` (SPEC §4 Streaming, §8 errors).
 * Text and reasoning deltas are gathered and written every FLUSH_MS; a frame with `end` (or a
 * `done`) finishes it, a code-500 frame finishes it with its text as the error. A connection
 * that breaks once the answer started is resumed where it was (sseResume, a couple of times);
 * only then does the answer fail, with the first break's text.
 */
export async function runStream(
  key: string,
  answerId: string,
  open: OpenStream,
  onAccepted?: () => void,
): Promise<StreamOutcome> {
  const store = useChats.getState;
  const entry: Running = { controller: new AbortController(), stopping: false, settled: false, chatKey: key };
  let id = answerId;
  running.set(id, entry);

  let pending = { text: '', reasoning: '' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (entry.settled || (!pending.text && !pending.reasoning)) return;
    const { text, reasoning } = pending;
    pending = { text: '', reasoning: '' };
    store().patchMessage(key, id, (message) => ({
      content: message.content + text,
      reasoning: reasoning ? (message.reasoning ?? '') + reasoning : message.reasoning,
    }));
  };
  let outcome: StreamOutcome | null = null;
  const finish = (result: StreamOutcome, patch: Partial<ChatMessage> = {}) => {
    flush();
    if (entry.settled) return;
    entry.settled = true;
    outcome = result;
    store().patchMessage(key, id, { done: true, ...patch });
  };

  // Frames of this answer the page holds, counted from its start frame as the server numbers them.
  let seq = 0;
  const onFrame = (frame: StreamFrame) => {
    if (entry.settled) return;
    seq = frame.code === 200 && frame.data.type === 'start' ? 1 : seq + 1;
    if (frame.code !== 200) {
      const text = frame.data.trim() ? frame.data : i18next.t('chat:stream.failed');
      return finish('failed', { error: text });
    }
    const data = frame.data;
    switch (data.type) {
      case 'start':
        // A resume from the start sends the whole answer again: it replaces what the page held.
        pending = { text: '', reasoning: '' };
        store().patchMessage(key, id, {
          content: '',
          reasoning: undefined,
          source: undefined,
          msgId: data.msgId,
          tableId: data.tableId,
          model: data.model,
          sessionId: data.sessionId,
        });
        if (data.msgId !== id) {
          running.delete(id);
          id = data.msgId;
          running.set(id, entry);
        }
        store().patch(key, (chat) => (chat.sessionId === data.sessionId ? {} : { sessionId: data.sessionId }));
        onAccepted?.();
        break;
      case 'text':
      case 'reasoning':
        pending[data.type === 'text' ? 'text' : 'reasoning'] += data.content;
        timer ??= setTimeout(flush, FLUSH_MS);
        break;
      case 'source':
        flush();
        store().patchMessage(key, id, (current) => ({ source: [...(current.source ?? []), data.source] }));
        break;
    }
    if (frame.end) finish(entry.stopping ? 'stopped' : 'done', { stopped: entry.stopping || undefined });
  };

  try {
    const options = { onFrame, signal: entry.controller.signal };
    try {
      await open(options);
    } catch (caught) {
      // Broken once the answer started: the server goes on writing it, so the page picks it up where
      // it broke (resume-stream.ts, fetched only then). A refusal or a stop is no break.
      const kind = caught instanceof SseError ? caught.kind : 'network';
      if (seq === 0 || entry.settled || kind === 'aborted' || kind === 'refused') throw caught;
      const { resumeBroken } = await import('./resume-stream.ts');
      await resumeBroken(caught, options, () => ({ msgId: id, after: seq, settled: entry.settled }));
    }
    // Ended without a frame of ours saying so (one that did not fit the contract): as an end frame.
    if (!entry.settled) finish(entry.stopping ? 'stopped' : 'done', { stopped: entry.stopping || undefined });
  } catch (caught) {
    const error = caught instanceof SseError ? caught : new SseError('network', String(caught));
    if (error.kind === 'refused') {
      entry.settled = true;
      outcome = 'refused';
    } else if (error.kind === 'aborted') {
      if (entry.stopping) finish('stopped', { stopped: true });
      else {
        entry.settled = true;
        outcome = 'dropped';
      }
    } else {
      finish('failed', { error: streamError(error.kind) });
    }
  } finally {
    clearTimeout(timer);
    running.delete(id);
  }
  if (outcome !== 'refused' && outcome !== 'dropped') appEvents.emit('usageChanged');
  return outcome ?? 'done';
}

/**
 * The same answer asked through webSocketChat: it arrives whole, as a socket result, instead of
 * streaming (send-socket.ts, fetched only by readers who chose the socket).
 */
async function runSocket(
  key: string,
  answerId: string,
  body: ReturnType<typeof bodyFor>,
  onAccepted?: () => void,
): Promise<StreamOutcome> {
  const { runSocketAnswer } = await import('./send-socket.ts');
  return runSocketAnswer(key, answerId, body, onAccepted);
}

/** A drawing asked in the chat (send-image.ts, fetched the first time an image model is asked). */
async function askImage(
  key: string,
  answerId: string,
  chat: Chat,
  fields: { prompt: string; msgId: string; model: string },
  onAccepted: () => void,
): Promise<StreamOutcome> {
  const { imageBodyFor, runImageStream } = await import('./send-image.ts');
  return runImageStream(key, answerId, imageBodyFor(chat, fields), onAccepted);
}

/** A template pick is asked through ssePostTemplate (send-template.ts, with the `/` library's chunk). */
const templateAsk = async (pick: TemplatePick) => (await import('../templates/send-template.ts')).askTemplate(pick);

/** Whether the client setting sends this chat's questions through the socket (plain chats only). */
const viaSocket = (chat: Chat) => useSettings.getState().chat.transport === 'socket' && chat.pageInfo.page === 'chat';

export type SendInput = {
  prompt: string;
  model: string;
  quoteInfo?: string;
  files?: ChatFile[];
  /** Picked from the `/` library: asked by template (the prompt is its rendered text, shown). */
  template?: TemplatePick;
  /** The composer's web-search switch was on (state/web-search.ts). */
  webSearch?: boolean;
};

/**
 * Asks a question in chat `key`. The session id is fetched on first use (SPEC §4); a refusal
 * before streaming (400, 402, 404…) removes the exchange again so the composer can give the
 * prompt back; every other failure keeps the prompt with the error beside its answer.
 */
export async function sendPrompt(key: string, input: SendInput): Promise<StreamOutcome> {
  const store = useChats.getState;
  let chat = chatByKey(key);
  if (!chat) return 'dropped';
  if (!chat.sessionId) {
    let sessionId: string;
    try {
      const { pageInfo, botId } = chat;
      sessionId =
        pageInfo.page !== 'chat' && pageInfo.id
          ? await newPanelSession(pageInfo.page, pageInfo.id, botId)
          : botId !== '-1'
            ? await newBotSession(botId)
            : await getMsgId();
    } catch {
      return 'refused';
    }
    store().patch(key, { sessionId });
    chat = chatByKey(key);
    if (!chat) return 'dropped';
  }
  const answerId = newAnswerId();
  // An image model's question is drawn (send-image.ts); its answer is a picture.
  const image = isImageModel(input.model);
  const shared = {
    sessionId: chat.sessionId,
    botId: chat.botId,
    msgType: image ? ('image' as const) : ('text' as const),
    format: image ? ('html' as const) : ('markdown' as const),
    model: input.model,
  };
  store().append(key, [
    {
      ...shared,
      type: 'prompt',
      msgId: promptIdOf(answerId),
      content: input.prompt,
      quoteInfo: input.quoteInfo,
      fileList: input.files,
      done: true,
    },
    {
      ...shared,
      type: 'response',
      msgId: answerId,
      content: '',
      done: false,
      searching: input.webSearch || undefined,
    },
  ]);
  // Only a question the server accepted names the chat: a refused one (daily limit…) leaves no trace.
  const nameChat = () =>
    store().patch(key, (current) => (current.title ? {} : { title: titleFromQuestion(input.prompt) }));
  const outcome = image
    ? await askImage(key, answerId, chat, { ...input, msgId: answerId }, nameChat)
    : viaSocket(chat) && !input.template
      ? await runSocket(key, answerId, bodyFor(chat, { ...input, msgId: answerId }), nameChat)
      : await runStream(
          key,
          answerId,
          openAsk(bodyFor(chat, { ...input, msgId: answerId }), input.template && (await templateAsk(input.template))),
          nameChat,
        );
  if (outcome === 'refused') store().remove(key, [promptIdOf(answerId), answerId]);
  return outcome;
}

/** The prompt an answer replies to: the message just before it. */
export function promptOf(chat: Chat, answerId: string): ChatMessage | undefined {
  const index = chat.messages.findIndex((message) => message.type === 'response' && message.msgId === answerId);
  const before = chat.messages[index - 1];
  return before?.type === 'prompt' ? before : undefined;
}

/**
 * Writes an answer again. A stored answer is regenerated in place (`regenerate: tableId`); one
 * that never reached the server (it failed to open) is asked again as a new question.
 */
export async function regenerate(key: string, answerId: string, model: string): Promise<StreamOutcome> {
  const chat = chatByKey(key);
  const answer = chat?.messages.find((message) => message.type === 'response' && message.msgId === answerId);
  const prompt = chat && promptOf(chat, answerId);
  if (!chat || !answer || !prompt || !answer.done) return 'dropped';
  const input = { prompt: prompt.content, model, quoteInfo: prompt.quoteInfo, files: prompt.fileList };
  // A picture is not rewritten in place: drawing again asks again, below the first.
  if (isImageModel(model)) return sendPrompt(key, input);
  if (answer.tableId === undefined) {
    useChats.getState().remove(key, [prompt.msgId, answerId]);
    return sendPrompt(key, input);
  }
  const before = { ...answer };
  useChats.getState().patchMessage(key, answerId, {
    content: '',
    reasoning: undefined,
    source: undefined,
    error: undefined,
    stopped: undefined,
    score: null,
    done: false,
    model,
  });
  const body = bodyFor(chat, { ...input, msgId: answerId, regenerate: answer.tableId });
  const outcome = viaSocket(chat)
    ? await runSocket(key, answerId, body)
    : await runStream(key, answerId, openAsk(body));
  if (outcome === 'refused') useChats.getState().patchMessage(key, answerId, before);
  return outcome;
}

/**
 * Stop generation: the server stops and keeps what came, then ends the stream itself. When it
 * did not know the answer (not started yet) or does not end in time, the client lets go.
 */
export async function stopStreaming(msgId: string): Promise<void> {
  const entry = running.get(msgId);
  if (!entry || entry.stopping) return;
  entry.stopping = true;
  const stopped = await stopAnswer(msgId).catch(() => false);
  if (!stopped) return entry.controller.abort();
  setTimeout(() => {
    if (!entry.settled) entry.controller.abort();
  }, STOP_GRACE_MS);
}

/** Lets go of every running stream without marking anything (logout clears the messages). */
export function abortAll(): void {
  for (const entry of running.values()) {
    entry.settled = true;
    entry.controller.abort();
  }
  running.clear();
}

/** A socket result settles an answer; a stream still open for it has nothing left to add. */
export function settleRunning(msgId: string): void {
  const entry = running.get(msgId);
  if (!entry) return;
  entry.settled = true;
  entry.controller.abort();
}
