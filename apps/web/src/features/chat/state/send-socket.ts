import { chatRoutes } from '@inkstone/contract/routes/chat';
import { call } from '@/shared/api/call.ts';
import { ApiError } from '@/shared/api/errors.ts';
import { i18next } from '@/shared/i18n/i18n.ts';
import { getHistoryPage } from '../api/history.ts';
import { appEvents } from '@/shared/session/events.ts';
import { chatByKey, useChats } from './chats.ts';
import { parseReply } from './records.ts';
import { running, type Running } from './running-answers.ts';
import type { StreamOutcome } from './stream-outcome.ts';

/**
 * Asking through webSocketChat (SPEC §4, chosen by the client setting `chat.transport`): the call
 * answers once the server has accepted the question and started the answer; the answer itself
 * arrives whole, as a `chat` socket result carrying its msgId, which settles it (bindings.ts).
 *
 * A result sent while the socket was down is lost to this page, so while it waits the answer is
 * also looked up in the conversation's stored history now and then: a stored answer that is no
 * longer being written settles it the same way.
 */

/** How often a waiting answer is looked up in the history, in case its socket result was missed. */
export const SOCKET_RECHECK_MS = 15_000;

export type SocketOutcome = 'accepted' | 'refused' | 'failed' | 'dropped';

export type SocketWait = {
  /** Resolves when the answer has settled (its socket result, a stored copy, or a stop that let go). */
  settled: Promise<void>;
  /** Called by whoever settles it: the socket result, or the runner's own lookups. */
  settle(): void;
};

/** Sends the question; the ids of the answer come back once the server has started it. */
export async function askOverSocket(
  key: string,
  answerId: string,
  body: Record<string, unknown>,
  signal: AbortSignal,
): Promise<SocketOutcome> {
  const store = useChats.getState;
  try {
    const started = await call(chatRoutes.webSocketChat, body as never, { signal });
    store().patchMessage(key, answerId, { tableId: started.tableId, sessionId: started.sessionId });
    store().patch(key, (chat) => (chat.sessionId === started.sessionId ? {} : { sessionId: started.sessionId }));
    return 'accepted';
  } catch (caught) {
    if (signal.aborted) return 'dropped';
    // The API client has said why (a toast): a refusal gives the prompt back, as with a stream.
    if (caught instanceof ApiError && caught.kind === 'envelope') return 'refused';
    store().patchMessage(key, answerId, { done: true, error: i18next.t('chat:stream.network') });
    return 'failed';
  }
}

/**
 * Waits for the answer's socket result. Every SOCKET_RECHECK_MS the stored answer is looked up;
 * once it is no longer being written, it settles the answer from what was stored.
 */
export function waitForSocketResult(key: string, answerId: string): SocketWait {
  let settle = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  let done = false;
  const timer = setInterval(() => void recheck(), SOCKET_RECHECK_MS);
  const finish = () => {
    if (done) return;
    done = true;
    clearInterval(timer);
    settle();
  };

  async function recheck() {
    const chat = chatByKey(key);
    const answer = chat?.messages.find((message) => message.msgId === answerId);
    if (!chat?.sessionId || !answer || answer.done) return finish();
    const page = await getHistoryPage({ sessionId: chat.sessionId, botId: chat.botId, current: 1 }).catch(() => null);
    const record = page?.records.find((item) => item.tableId === answer.tableId);
    if (!record || record.status === 'streaming' || answer.done) return;
    const reply = parseReply(record.reponse);
    useChats.getState().patchMessage(key, answerId, {
      content: reply.text,
      reasoning: record.reasoningContent || answer.reasoning,
      source: record.source.length ? record.source : answer.source,
      error: record.status === 'fail' ? (record.error ?? i18next.t('chat:stream.failed')) : undefined,
      done: true,
    });
    finish();
  }

  return { settled, settle: finish };
}

/**
 * Asks and waits for the whole answer. It is registered as running like a stream, so stop
 * (send.ts stopStreaming) and the socket result (settleRunning) settle it the same way.
 */
export async function runSocketAnswer(
  key: string,
  answerId: string,
  body: Record<string, unknown>,
  onAccepted?: () => void,
): Promise<StreamOutcome> {
  const entry: Running = { controller: new AbortController(), stopping: false, settled: false, chatKey: key };
  running.set(answerId, entry);
  const wait = waitForSocketResult(key, answerId);
  // settleRunning (the socket result) and a stop that let go both abort the controller.
  entry.controller.signal.addEventListener('abort', wait.settle);
  try {
    const asked = await askOverSocket(key, answerId, body, entry.controller.signal);
    if (asked !== 'accepted') {
      wait.settle();
      if (asked === 'dropped' && entry.stopping) {
        useChats.getState().patchMessage(key, answerId, { done: true, stopped: true });
        return 'stopped';
      }
      return asked;
    }
    onAccepted?.();
    await wait.settled;
  } finally {
    running.delete(answerId);
  }
  const answer = chatByKey(key)?.messages.find((message) => message.msgId === answerId);
  if (answer && !answer.done) useChats.getState().patchMessage(key, answerId, { done: true, stopped: true });
  appEvents.emit('usageChanged');
  if (answer?.error) return 'failed';
  return entry.stopping ? 'stopped' : 'done';
}
