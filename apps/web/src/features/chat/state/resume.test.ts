import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/shared/stores/auth.ts';
import { setToaster } from '@/shared/ui/toast.ts';
import { jsonResponse, sseText, streamResponse } from '@/test/sse.ts';
import { withQuery } from '@/test/with-query.tsx';
import { chatByKey, useChats } from './chats.ts';
import { useChatHistory } from './history.ts';
import { record } from './testing.ts';
import { sendPrompt } from './send.ts';

// Resumable answers: a reload reattaches to an answer still being written, a dropped stream resumes.
const toaster = { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn() };
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, msg: 'success', data });
const start = (msgId: string) => ({
  code: 200,
  end: false,
  data: { type: 'start', msgId, tableId: 7, sessionId: 's1', model: 'gpt3.5' },
});
const text = (content: string) => ({ code: 200, end: false, data: { type: 'text', content } });
const done = (msgId: string) => ({ code: 200, end: true, data: { type: 'done', msgId, tableId: 7, status: 'ok' } });

/** The resume calls' queries, in order. */
const resumes = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname.endsWith('/sseResume'))
    .map((url) => Object.fromEntries(url.searchParams));
const answerOf = (key: string) => chatByKey(key)!.messages.find((message) => message.type === 'response')!;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setToaster(toaster);
  useAuth.getState().setSession('tok');
  useChats.getState().clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  setToaster(null);
});

describe('a conversation opened mid-answer', () => {
  it('reattaches through sseResume and shows the answer completing, without asking again', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname.endsWith('/page'))
        return ok({
          records: [record({ msgId: 'a7', reponse: 'Half', status: 'streaming' })],
          total: 1,
          current: 1,
          size: 10,
          pages: 1,
        });
      if (url.pathname.endsWith('/sseResume'))
        return streamResponse([sseText([start('a7'), text('Half'), text(' and the rest.'), done('a7')])], {
          signal: init?.signal,
        });
      throw new Error(`unexpected call ${url.pathname}`);
    });
    const key = useChats.getState().openSession('bot:-1', { sessionId: 's1', botId: '-1' });
    const { wrapper } = withQuery();
    renderHook(() => useChatHistory(chatByKey(key), true), { wrapper });
    await waitFor(() => expect(answerOf(key)).toMatchObject({ content: 'Half and the rest.', done: true }));
    expect(resumes()).toEqual([{ msgId: 'a7', after: '0' }]);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('ssePost'))).toBe(false);
  });

  it('shows a stored answer as it stands when the server no longer knows it', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname.endsWith('/page'))
        return ok({
          records: [record({ msgId: 'gone', reponse: 'Half', status: 'streaming' })],
          total: 1,
          current: 1,
          size: 10,
          pages: 1,
        });
      return jsonResponse({ code: 404, msg: 'Not found' }, 404);
    });
    const key = useChats.getState().openSession('bot:-1', { sessionId: 's1', botId: '-1' });
    const { wrapper } = withQuery();
    renderHook(() => useChatHistory(chatByKey(key), true), { wrapper });
    await waitFor(() => expect(answerOf(key)).toMatchObject({ content: 'Half', done: true }));
    expect(toaster.warning).not.toHaveBeenCalled();
    expect(toaster.error).not.toHaveBeenCalled();
  });
});

describe('a stream that drops mid-answer', () => {
  const ask = (resumed: (after: number, signal?: AbortSignal | null) => Response) =>
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname.endsWith('getMsgId')) return ok('s1');
      if (url.pathname.endsWith('ssePost')) {
        const body = JSON.parse(String(init?.body)) as { msgId: string };
        return streamResponse([sseText([start(body.msgId), text('One, ')]), { wait: 5 }, { fail: 'reset' }]);
      }
      if (url.pathname.endsWith('sseResume')) return resumed(Number(url.searchParams.get('after')), init?.signal);
      throw new Error(`unexpected call ${url.pathname}`);
    });

  it('resumes after the frames it has and completes the answer', async () => {
    ask(() => streamResponse([sseText([text('two.'), done('x')])]));
    const key = useChats.getState().ensure('bot:-1', { botId: '-1' });
    expect(await sendPrompt(key, { prompt: 'Count', model: 'gpt3.5' })).toBe('done');
    expect(answerOf(key)).toMatchObject({ content: 'One, two.', done: true });
    expect(answerOf(key).error).toBeUndefined();
    expect(resumes()).toEqual([expect.objectContaining({ after: '2' })]);
  });

  it('tries twice, then fails with the broken stream’s text as before', async () => {
    ask(() => streamResponse([{ fail: 'reset again' }]));
    const key = useChats.getState().ensure('bot:-1', { botId: '-1' });
    expect(await sendPrompt(key, { prompt: 'Count', model: 'gpt3.5' })).toBe('failed');
    expect(answerOf(key)).toMatchObject({ content: 'One, ', error: 'connection error, please try again later!' });
    expect(resumes()).toHaveLength(2);
  });
});
