import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/shared/stores/auth.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { setToaster } from '@/shared/ui/toast.ts';
import { jsonResponse } from '@/test/sse.ts';
import { applySocketResult } from './bindings.ts';
import { chatByKey, useChats } from './chats.ts';
import { sendPrompt, stopStreaming } from './send.ts';
import { SOCKET_RECHECK_MS } from './send-socket.ts';
import { chatPush, record } from './testing.ts';

/** The client setting `chat.transport: 'socket'`: questions go through webSocketChat, answers come whole. */
const toaster = { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn() };
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, msg: 'success', data });

type Handlers = { ask?: (form: URLSearchParams) => Response; stop?: () => Response; page?: () => Response };
function server(handlers: Handlers) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('getMsgId')) return ok('s1');
    if (url.includes('webSocketChat')) return handlers.ask!(new URLSearchParams(String(init?.body)));
    if (url.includes('/stop')) return handlers.stop?.() ?? ok(true);
    if (url.includes('chatgpt/v1/page'))
      return handlers.page?.() ?? ok({ records: [], total: 0, current: 1, size: 10, pages: 0 });
    throw new Error(`unexpected call ${url}`);
  });
}
const asked = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('webSocketChat'));
const newChat = () => useChats.getState().ensure('bot:-1', { botId: '-1' });
const answerOf = (key: string) => chatByKey(key)!.messages.find((message) => message.type === 'response')!;
/** Lets the send's awaits (the session id, the ask) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setToaster(toaster);
  useAuth.getState().setSession('tok');
  useChats.getState().clear();
  useSettings.getState().update('chat', { transport: 'socket' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  for (const fn of Object.values(toaster)) fn.mockReset();
  setToaster(null);
  useSettings.getState().update('chat', { transport: 'sse' });
});

describe('answers over the socket', () => {
  it('asks through webSocketChat and is done when the socket result with its msgId arrives', async () => {
    server({ ask: (form) => ok({ msgId: form.get('msgId'), sessionId: 's1', tableId: 21 }) });
    const key = newChat();
    const pending = sendPrompt(key, { prompt: 'Hi there', model: 'gpt3.5' });
    await vi.waitFor(() => expect(answerOf(key).tableId).toBe(21));
    expect(asked()).toHaveLength(1);
    expect(Object.fromEntries(asked()[0]![1]!.body as URLSearchParams)).toMatchObject({ prompt: 'Hi there' });
    expect(answerOf(key).done).toBe(false);
    expect(chatByKey(key)!.title).toBe('Hi there');

    expect(applySocketResult(chatPush({ msgId: answerOf(key).msgId, tableId: 21, content: 'Hello!' }))).toBe(true);
    expect(await pending).toBe('done');
    expect(answerOf(key)).toMatchObject({ content: 'Hello!', done: true, tableId: 21 });
  });

  it('gives the prompt back when the question is refused, as with a stream', async () => {
    server({ ask: () => jsonResponse({ code: 402, msg: 'Daily limit reached', data: null }) });
    const key = newChat();
    expect(await sendPrompt(key, { prompt: 'One more', model: 'gpt3.5' })).toBe('refused');
    expect(chatByKey(key)!.messages).toEqual([]);
  });

  it('settles from the stored answer when its socket result was missed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let stored = record({ tableId: 22, status: 'streaming', reponse: 'Hal' });
    server({
      ask: (form) => ok({ msgId: form.get('msgId'), sessionId: 's1', tableId: 22 }),
      page: () => ok({ records: [stored], total: 1, current: 1, size: 10, pages: 1 }),
    });
    const key = newChat();
    const pending = sendPrompt(key, { prompt: 'Long one', model: 'gpt3.5' });
    await vi.waitFor(() => expect(answerOf(key).tableId).toBe(22));
    await vi.advanceTimersByTimeAsync(SOCKET_RECHECK_MS);
    await settle();
    expect(answerOf(key).done).toBe(false); // still being written
    stored = record({ tableId: 22, status: 'ok', reponse: 'Half a story, then all of it.' });
    await vi.advanceTimersByTimeAsync(SOCKET_RECHECK_MS);
    expect(await pending).toBe('done');
    expect(answerOf(key)).toMatchObject({ content: 'Half a story, then all of it.', done: true });
  });

  it('stop asks the server, and the socket result it sends settles the answer as stopped', async () => {
    const stop = vi.fn(() => ok(true));
    server({ ask: (form) => ok({ msgId: form.get('msgId'), sessionId: 's1', tableId: 23 }), stop });
    const key = newChat();
    const pending = sendPrompt(key, { prompt: 'Go on', model: 'gpt3.5' });
    await vi.waitFor(() => expect(answerOf(key).tableId).toBe(23));
    const msgId = answerOf(key).msgId;
    await stopStreaming(msgId);
    expect(stop).toHaveBeenCalledTimes(1);
    applySocketResult(chatPush({ msgId, tableId: 23, content: 'Partial' }));
    expect(await pending).toBe('stopped');
    expect(answerOf(key)).toMatchObject({ content: 'Partial', done: true });
  });

  it('streams as before in a notebook chat, whatever the setting', async () => {
    server({ ask: () => ok(null) });
    const key = useChats.getState().ensure('notebook:n1', { botId: '-1', pageInfo: { page: 'notebook', id: 'n1' } });
    useChats.getState().patch(key, { sessionId: 's9' });
    fetchMock.mockImplementationOnce(async () => new Response('', { status: 500 }));
    await sendPrompt(key, { prompt: 'From the sources', model: 'gpt3.5' });
    expect(asked()).toHaveLength(0);
  });
});
