import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appEvents } from '@/shared/session/events.ts';
import { logout } from '@/shared/session/logout.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { setToaster } from '@/shared/ui/toast.ts';
import { jsonResponse, sseText, streamResponse } from '@/test/sse.ts';
import { withQuery } from '@/test/with-query.tsx';
import { applySocketResult, bindChatStore } from './bindings.ts';
import { chatByKey, useChats } from './chats.ts';
import { useChatHistory } from './history.ts';
import { chatPush, record } from './testing.ts';
import { chatStreamRoute, regenerate, sendPrompt, stopStreaming } from './send.ts';

const toaster = { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn() };
const fetchMock = vi.fn<typeof fetch>();
const usage = vi.fn();
const ok = (data: unknown) => jsonResponse({ code: 200, msg: 'success', data });

const start = (msgId: string, tableId = 11) => ({
  code: 200,
  end: false,
  data: { type: 'start', msgId, tableId, sessionId: 's1', model: 'gpt3.5' },
});
const text = (content: string) => ({ code: 200, end: false, data: { type: 'text', content } });
const done = { code: 200, end: true, data: { type: 'done', status: 'ok' } };

/** Routes calls by path; the stream answers with the frames the test gives, echoing the client's msgId. */
function server(stream: (body: Record<string, unknown>, signal?: AbortSignal | null) => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('getMsgId')) return ok('s1');
    if (url.includes('/stop')) return ok(true);
    if (url.includes('setScore')) return ok(null);
    if (url.includes(chatStreamRoute().path))
      return stream(JSON.parse(String(init?.body)) as Record<string, unknown>, init?.signal);
    throw new Error(`unexpected call ${url}`);
  });
}

const bodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(chatStreamRoute().path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
const newChat = () => useChats.getState().ensure('bot:-1', { botId: '-1' });
const messagesOf = (key: string) => chatByKey(key)?.messages ?? [];
const answerOf = (key: string) => messagesOf(key).find((message) => message.type === 'response')!;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setToaster(toaster);
  useAuth.getState().setSession('tok');
  useChats.getState().clear();
  appEvents.on('usageChanged', usage);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  usage.mockReset();
  appEvents.off('usageChanged', usage);
  for (const fn of Object.values(toaster)) fn.mockReset();
  setToaster(null);
});

describe('sending a prompt', () => {
  it('fetches a session id on first use, streams the answer in, and refreshes the chat count', async () => {
    server((body) => streamResponse([sseText([start(String(body.msgId)), text('Hel')]), sseText([text('lo!'), done])]));
    const key = newChat();
    const outcome = await sendPrompt(key, {
      prompt: 'Hi',
      model: 'gpt3.5',
      quoteInfo: 'a quote',
      files: [{ fileId: 'f1', name: 'a.pdf', url: '/a', type: 'application/pdf' }],
    });
    expect(outcome).toBe('done');
    const chat = chatByKey(key)!;
    expect(chat.sessionId).toBe('s1');
    expect(chat.title).toBe('Hi');
    expect(chat.messages.map((message) => [message.type, message.content, message.done])).toEqual([
      ['prompt', 'Hi', true],
      ['response', 'Hello!', true],
    ]);
    expect(answerOf(key).tableId).toBe(11);
    expect(bodies()[0]).toMatchObject({
      prompt: 'Hi',
      sessionId: 's1',
      model: 'gpt3.5',
      roleId: '-1',
      features: 'chat',
      quoteInfo: 'a quote',
      fileList: ['f1'],
    });
    expect(bodies()[0]!.msgId).toBe(answerOf(key).msgId);
    expect(usage).toHaveBeenCalledTimes(1);

    await sendPrompt(key, { prompt: 'Again', model: 'gpt3.5' });
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('getMsgId'))).toHaveLength(1);
    expect(bodies()[1]).toMatchObject({ prompt: 'Again', sessionId: 's1' });
    expect(bodies()[1]).not.toHaveProperty('quoteInfo');
  });

  it('starts a bot’s conversation with the bot’s id, so the bot owns it (its knowledge and report)', async () => {
    const created: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('cli/chat/topic/v1/create')) {
        created.push(JSON.parse(String(init?.body)));
        return ok({
          msgId: 'bot-session',
          topic: '',
          roleId: '42',
          features: 'chat',
          projectId: null,
          updateTime: '2026-11-25 10:00:00',
        });
      }
      if (url.includes(chatStreamRoute().path))
        return streamResponse([
          sseText([start(String((JSON.parse(String(init?.body)) as { msgId: string }).msgId)), done]),
        ]);
      throw new Error(`unexpected call ${url}`);
    });
    const key = useChats.getState().ensure('bot:42', { botId: '42' });
    expect(await sendPrompt(key, { prompt: 'About your teas?', model: 'gpt3.5' })).toBe('done');
    expect(created).toEqual([{ botId: '42', pageInfo: { page: 'chat' } }]);
    expect(bodies()[0]).toMatchObject({ sessionId: 'bot-session', roleId: '42' });
  });

  it('keeps the prompt and the partial answer, with the frame’s error beside it, on a code-500 frame', async () => {
    server((body) =>
      streamResponse([
        sseText([start(String(body.msgId)), text('Part'), { code: 500, end: true, data: 'upstream exploded' }]),
      ]),
    );
    const key = newChat();
    expect(await sendPrompt(key, { prompt: 'Q', model: 'gpt3.5' })).toBe('failed');
    expect(messagesOf(key)[0]).toMatchObject({ type: 'prompt', content: 'Q' });
    expect(answerOf(key)).toMatchObject({ content: 'Part', error: 'upstream exploded', done: true });
  });

  it('gives the SPEC texts for HTTP 500 on open and a broken stream', async () => {
    server(() => jsonResponse({ code: 500, msg: 'boom' }, 500));
    const key = newChat();
    await sendPrompt(key, { prompt: 'Q', model: 'gpt3.5' });
    expect(answerOf(key).error).toBe('connection error, please retry later');

    useChats.getState().clear();
    server((body) => streamResponse([sseText([start(String(body.msgId)), text('x')]), { wait: 5 }, { fail: 'reset' }]));
    const other = newChat();
    await sendPrompt(other, { prompt: 'Q', model: 'gpt3.5' });
    expect(answerOf(other)).toMatchObject({ content: 'x', error: 'connection error, please try again later!' });
  });

  it('removes the exchange again when the server refuses before streaming', async () => {
    server(() => jsonResponse({ code: 402, msg: 'Daily limit reached', type: 'WARN', data: { upgrade: null } }, 402));
    const key = newChat();
    expect(await sendPrompt(key, { prompt: 'Q', model: 'gpt3.5' })).toBe('refused');
    expect(messagesOf(key)).toEqual([]);
    expect(toaster.warning).toHaveBeenCalledWith(expect.objectContaining({ content: 'Daily limit reached' }));
    expect(usage).not.toHaveBeenCalled();
  });

  it('names the chat only after the server accepted the question, from its words without Markdown', async () => {
    server(() => jsonResponse({ code: 402, msg: 'Daily limit reached', type: 'WARN', data: { upgrade: null } }, 402));
    const key = newChat();
    await sendPrompt(key, { prompt: 'Refused question', model: 'gpt3.5' });
    expect(chatByKey(key)?.title).toBe('');

    server((body) => streamResponse([sseText([start(String(body.msgId)), text('ok'), done])]));
    await sendPrompt(key, { prompt: '## **Explain** `useEffect`', model: 'gpt3.5' });
    expect(chatByKey(key)?.title).toBe('Explain useEffect');
  });

  it('regenerates a stored answer in place with its tableId', async () => {
    let reply = 'First';
    server((body) => streamResponse([sseText([start(String(body.msgId), 42), text(reply), done])]));
    const key = newChat();
    await sendPrompt(key, { prompt: 'Q', model: 'gpt3.5' });
    const answerId = answerOf(key).msgId;
    useChats.getState().patchMessage(key, answerId, { score: 1 });
    reply = 'Second';
    expect(await regenerate(key, answerId, 'deepseekV3')).toBe('done');
    expect(bodies()[1]).toMatchObject({ prompt: 'Q', regenerate: 42, model: 'deepseekV3', msgId: answerId });
    expect(messagesOf(key)).toHaveLength(2);
    expect(answerOf(key)).toMatchObject({ content: 'Second', score: null, done: true });
  });

  it('asks again, as a new question, for an answer that never reached the server', async () => {
    server(() => jsonResponse({ code: 500, msg: 'boom' }, 500));
    const key = newChat();
    await sendPrompt(key, { prompt: 'Q', model: 'gpt3.5' });
    server((body) => streamResponse([sseText([start(String(body.msgId)), text('Now it works'), done])]));
    await regenerate(key, answerOf(key).msgId, 'gpt3.5');
    expect(messagesOf(key).map((message) => message.content)).toEqual(['Q', 'Now it works']);
    expect(bodies()[1]).not.toHaveProperty('regenerate');
  });

  it('stops generation through the server, keeping what came', async () => {
    let release: () => void = () => undefined;
    server((body, signal) => {
      const encoder = new TextEncoder();
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
          controller.enqueue(encoder.encode(sseText([start(String(body.msgId)), text('Half an ans')])));
          release = () => controller.enqueue(encoder.encode(sseText([done])));
        },
      });
      return new Response(stream, { headers: { 'content-type': 'text/event-stream' } });
    });
    const key = newChat();
    const sending = sendPrompt(key, { prompt: 'Q', model: 'gpt3.5' });
    await vi.waitFor(() => expect(answerOf(key)?.content).toBe('Half an ans'));
    const stopping = stopStreaming(answerOf(key).msgId);
    await stopping;
    const stopCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/stop'));
    expect(JSON.parse(String(stopCall?.[1]?.body))).toEqual({ msgId: answerOf(key).msgId });
    release();
    expect(await sending).toBe('stopped');
    expect(answerOf(key)).toMatchObject({ content: 'Half an ans', done: true, stopped: true });
    expect(answerOf(key).error).toBeUndefined();
  });
});

describe('socket results and logout', () => {
  it('a socket result finishes its answer once, and refreshes the chat count (SPEC §4)', () => {
    const key = newChat();
    useChats.getState().append(key, [
      {
        type: 'response',
        msgId: 'ws1',
        content: '',
        done: false,
        sessionId: 's1',
        botId: '-1',
        msgType: 'text',
        format: 'markdown',
      },
    ]);
    expect(applySocketResult(chatPush({ msgId: 'ws1', content: 'From the socket', status: 'ok', tableId: 5 }))).toBe(
      true,
    );
    expect(answerOf(key)).toMatchObject({ content: 'From the socket', done: true, tableId: 5 });
    expect(applySocketResult(chatPush({ msgId: 'ws1', content: 'Again' }))).toBe(false);
    expect(answerOf(key).content).toBe('From the socket');
    expect(applySocketResult(chatPush({ msgId: 'unknown', content: 'x' }))).toBe(false);
    expect(usage).toHaveBeenCalledTimes(1);
  });

  it('a failed socket result carries its error', () => {
    const key = newChat();
    useChats.getState().append(key, [
      {
        type: 'response',
        msgId: 'ws2',
        content: '',
        done: false,
        sessionId: 's1',
        botId: '-1',
        msgType: 'text',
        format: 'markdown',
      },
    ]);
    applySocketResult(chatPush({ msgId: 'ws2', content: 'bit', status: 'fail', error: 'model failed' }));
    expect(answerOf(key)).toMatchObject({ content: 'bit', error: 'model failed', done: true });
  });

  it('logout clears every chat and message', () => {
    bindChatStore();
    const key = newChat();
    useChats.getState().append(key, [
      {
        type: 'prompt',
        msgId: 'p',
        content: 'hi',
        done: true,
        sessionId: null,
        botId: '-1',
        msgType: 'text',
        format: 'markdown',
      },
    ]);
    logout();
    expect(useChats.getState().chats).toEqual([]);
  });
});

describe('chats and their stored history', () => {
  it('opening a stored conversation marks it not new and reuses a chat already holding it', () => {
    const key = useChats.getState().openSession('bot:-1', { sessionId: 's9', botId: '-1', title: 'Old' });
    expect(chatByKey(key)).toMatchObject({ sessionId: 's9', isNewSession: false, title: 'Old' });
    useChats.getState().startNew('bot:-1', '-1');
    expect(useChats.getState().openSession('bot:-1', { sessionId: 's9', botId: '-1' })).toBe(key);
  });

  it('a new chat reuses an untouched fresh one rather than piling them up, and the limit holds', () => {
    const first = useChats.getState().startNew('bot:-1', '-1');
    expect(useChats.getState().startNew('bot:-1', '-1')).toBe(first);
    for (let index = 0; index < 8; index++)
      useChats.getState().openSession('bot:-1', { sessionId: `s${index}`, botId: '-1' });
    expect(useChats.getState().chats).toHaveLength(5);
    expect(useChats.getState().chats.map((chat) => chat.sessionId)).toEqual(['s3', 's4', 's5', 's6', 's7']);
  });

  it('loads pages newest first until the last, never twice at once', async () => {
    const pages: Record<number, ReturnType<typeof record>[]> = {
      1: [record({ msgId: 'a3', input: 'three', tableId: 3 }), record({ msgId: 'a2', input: 'two', tableId: 2 })],
      2: [record({ msgId: 'a1', input: 'one', tableId: 1 })],
    };
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://x');
      const current = Number(url.searchParams.get('current'));
      expect(url.pathname).toBe('/api/cli/chatgpt/v1/page');
      expect(url.searchParams.get('msgId')).toBe('s1');
      return ok({ records: pages[current] ?? [], total: 3, current, size: 2, pages: 2 });
    });
    const key = useChats.getState().openSession('bot:-1', { sessionId: 's1', botId: '-1' });
    const prompts = () =>
      messagesOf(key)
        .filter((message) => message.type === 'prompt')
        .map((message) => message.content);
    const { wrapper } = withQuery();
    const { result } = renderHook(
      () =>
        useChatHistory(
          useChats((state) => state.chats.find((chat) => chat.key === key)),
          true,
        ),
      { wrapper },
    );
    await waitFor(() => expect(prompts()).toEqual(['two', 'three']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(chatByKey(key)?.title).toBe('Sums');
    expect(result.current.hasEarlier).toBe(true);
    act(() => {
      result.current.loadEarlier();
      result.current.loadEarlier();
    });
    await waitFor(() => expect(prompts()).toEqual(['one', 'two', 'three']));
    expect(result.current.hasEarlier).toBe(false);
    act(() => result.current.loadEarlier());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
