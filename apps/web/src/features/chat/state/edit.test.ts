import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/shared/stores/auth.ts';
import { setToaster } from '@/shared/ui/toast.ts';
import { jsonResponse, sseText, streamResponse } from '@/test/sse.ts';
import { chatByKey, useChats } from './chats.ts';
import { editPrompt } from './edit.ts';
import { chatStreamRoute, sendPrompt } from './send.ts';

const fetchMock = vi.fn<typeof fetch>();
const toaster = { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn() };
let nextTable = 1;
const rewinds: unknown[] = [];

/** getMsgId, rewind and a stream that stores each question under the next tableId. */
function server(options: { rewind?: () => Response; stream?: () => Response } = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('getMsgId')) return jsonResponse({ code: 200, msg: 'ok', data: 's1' });
    if (url.includes('topic/v1/rewind')) {
      rewinds.push(JSON.parse(String(init?.body)));
      return options.rewind?.() ?? jsonResponse({ code: 200, msg: 'ok', data: 2 });
    }
    if (url.includes(chatStreamRoute().path)) {
      if (options.stream) return options.stream();
      const body = JSON.parse(String(init?.body)) as { msgId: string; prompt: string };
      return streamResponse([
        sseText([
          {
            code: 200,
            end: false,
            data: { type: 'start', msgId: body.msgId, tableId: nextTable++, sessionId: 's1', model: 'gpt3.5' },
          },
          { code: 200, end: false, data: { type: 'text', content: `re: ${body.prompt}` } },
          { code: 200, end: true, data: { type: 'done' } },
        ]),
      ]);
    }
    throw new Error(`unexpected call ${url}`);
  });
}

const contents = (key: string) => chatByKey(key)!.messages.map((message) => message.content);
const promptIds = (key: string) =>
  chatByKey(key)!
    .messages.filter((message) => message.type === 'prompt')
    .map((message) => message.msgId);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setToaster(toaster);
  useAuth.getState().setSession('tok');
  useChats.getState().clear();
  nextTable = 1;
  rewinds.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  setToaster(null);
});

describe('edit and resend', () => {
  const forgetsThenAsks =
    'forgets the edited exchange and every later one on the server, then asks the edited question in their place';
  it(forgetsThenAsks, async () => {
    server();
    const key = useChats.getState().ensure('bot:-1', { botId: '-1' });
    for (const prompt of ['one', 'two', 'three']) await sendPrompt(key, { prompt, model: 'gpt3.5' });
    expect(await editPrompt(key, promptIds(key)[1]!, 'two, better', 'gpt3.5')).toBe('done');
    expect(rewinds).toEqual([{ msgId: 's1', tableId: 2, model: 'gpt3.5' }]);
    expect(contents(key)).toEqual(['one', 're: one', 'two, better', 're: two, better']);
  });

  it('changes nothing when the server refuses to rewind (the daily limit is spent)', async () => {
    server({
      rewind: () => jsonResponse({ code: 402, msg: 'Daily limit reached', type: 'WARN', data: { upgrade: null } }, 402),
    });
    const key = useChats.getState().ensure('bot:-1', { botId: '-1' });
    await sendPrompt(key, { prompt: 'one', model: 'gpt3.5' });
    expect(await editPrompt(key, promptIds(key)[0]!, 'edited', 'gpt3.5')).toBe('kept');
    expect(toaster.warning).toHaveBeenCalledWith(expect.objectContaining({ content: 'Daily limit reached' }));
    expect(contents(key)).toEqual(['one', 're: one']);
  });

  it('does nothing while an answer is being written', async () => {
    server();
    const key = useChats.getState().ensure('bot:-1', { botId: '-1' });
    await sendPrompt(key, { prompt: 'one', model: 'gpt3.5' });
    useChats.getState().patchMessage(key, chatByKey(key)!.messages[1]!.msgId, { done: false });
    expect(await editPrompt(key, promptIds(key)[0]!, 'edited', 'gpt3.5')).toBe('dropped');
    expect(rewinds).toEqual([]);
  });
});
