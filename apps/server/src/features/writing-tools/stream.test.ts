import { describe, expect, it } from 'vitest';
import { formatMessage } from '@inkstone/contract/messages';
import { writingToolFrameSchema } from '@inkstone/contract/writing-tools';
import { postForm } from '../../testing/accounts.ts';
import { useFakeOpenAIApp } from '../../testing/fake-openai-app.ts';
import { auth, type TestUser } from '../../testing/harness.ts';
import { newDoc, write, zh } from '../writing/test-kit.ts';
import { until } from '../../testing/until.ts';
import { SSE_TOOL, streamTool } from './test-kit.ts';

// The real provider path: the OpenAI-compatible adapter against a local fake upstream.
const kit = useFakeOpenAIApp({ FREE_DAILY_LIMIT: '3' });

const tool = (user: TestUser, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  streamTool(kit.t, user, body, headers);
const dailyCount = async (user: TestUser) =>
  (await postForm(kit.t, '/api/cli/chatgpt/v1/getStatistics', {}, auth(user))).body.data.dailyCount as number;
/** What the upstream was asked: the system prompt and the user's turn. */
const sent = () => {
  const messages = kit.fake.requests.at(-1)!.body.messages as Array<{ role: string; content: string }>;
  return { system: messages.find((m) => m.role === 'system')?.content ?? '', turn: messages.at(-1)!.content };
};

describe('writing tools against a real provider format', () => {
  it('rewrite: the selection goes with the instruction, the result streams in order, one run counted', async () => {
    const user = await kit.t.createUser();
    kit.fake.script({ kind: 'answer', text: 'A clearer, kinder sentence.', chunkSize: 4 });
    const result = await tool(user, { tool: 'rewrite', text: 'The selection to rewrite.' });
    expect(result.status).toBe(200);
    expect(result.contentType).toContain('text/event-stream');
    for (const frame of result.frames) writingToolFrameSchema.parse(frame);
    expect(result.frames[0]).toEqual({
      code: 200,
      end: false,
      data: { type: 'start', tool: 'rewrite', model: 'gpt3.5' },
    });
    const middle = result.frames.slice(1, -1);
    expect(middle.length).toBeGreaterThan(3);
    expect(middle.every((frame) => frame.code === 200 && !frame.end && frame.data.type === 'text')).toBe(true);
    expect(result.text).toBe('A clearer, kinder sentence.');
    expect(result.last).toEqual({
      code: 200,
      end: true,
      data: { type: 'done', tool: 'rewrite', status: 'ok', text: 'A clearer, kinder sentence.', truncated: false },
    });
    expect(sent().turn).toBe('The selection to rewrite.');
    expect(sent().system).toContain('Rewrite the text');
    expect(sent().system).toContain('Write in English.');
    expect(await dailyCount(user)).toBe(1);
  });

  it('answers in the language of the text; translate goes to the other language; tone names the tone', async () => {
    const user = await kit.t.createUser();
    const chinese = '今天天气很好，我们去公园散步。';
    kit.fake.script({ kind: 'answer', text: 'The weather is fine today.' });
    await tool(user, { tool: 'translate', text: chinese });
    expect(sent().system).toContain('Translate the text into English.');
    expect(sent().turn).toBe(chinese);
    kit.fake.script({ kind: 'answer', text: '天气真好！' });
    await tool(user, { tool: 'tone', tone: 'humorous', text: chinese });
    expect(sent().system).toContain('用幽默的语气改写这段文字');
    expect(sent().system).toContain('使用简体中文写作。');
    kit.fake.script({ kind: 'answer', text: 'Ein Text.' });
    await tool(user, { tool: 'translate', text: 'Hello there, friend.', language: 'zh_CN' });
    expect(sent().system).toContain('把这段文字翻译成简体中文');
  });

  it("reads the caller's document as context; another user's is refused before anything runs", async () => {
    const owner = await kit.t.createUser();
    const doc = await newDoc(kit.t, owner, {
      title: 'Tea notes',
      content: 'Oolong is half oxidised.\n\nThe selection here needs work.\n\nGreen tea is not.',
    });
    kit.fake.script({ kind: 'answer', text: 'The selection reads better now.' });
    const own = await tool(owner, {
      tool: 'polish',
      text: 'The selection here needs work.',
      docId: doc.id,
      context: { before: 'Oolong is half oxidised.' },
    });
    expect(own.last).toMatchObject({ code: 200, end: true, data: { status: 'ok' } });
    expect(sent().system).toContain('# Tea notes');
    expect(sent().system).toContain('Green tea is not.');
    expect(sent().system).toContain('The text just before, for context only');
    expect(sent().turn).toBe('The selection here needs work.');

    const outsider = await kit.t.createUser();
    const asked = kit.fake.requests.length;
    const refused = await tool(outsider, { tool: 'polish', text: 'Anything', docId: doc.id });
    expect(refused.status).toBe(403);
    expect(refused.envelope.msg).toBe(formatMessage('en', 'errors.forbidden'));
    const refusedZh = await tool(outsider, { tool: 'polish', text: 'Anything', docId: doc.id }, zh);
    expect(refusedZh.envelope.msg).toBe('抱歉！您没有权限执行此操作！');
    const missing = await tool(outsider, { tool: 'polish', text: 'Anything', docId: 'no-such-doc' });
    expect([missing.status, missing.envelope.msg]).toEqual([404, 'This document does not exist']);
    expect(kit.fake.requests.length).toBe(asked);
    expect(await dailyCount(outsider)).toBe(0);
  });

  it('titles and the outline answer lists; a section is written from idea, title, abstract and outline', async () => {
    const user = await kit.t.createUser();
    kit.fake.script({ kind: 'answer', text: '- **Brewing at home**\n- "The slow cup"\n3. Leaves and water' });
    const titles = await tool(user, { tool: 'wizard.titles', text: 'An article about brewing tea at home' });
    expect(titles.last).toMatchObject({ data: { items: ['Brewing at home', 'The slow cup', 'Leaves and water'] } });
    expect(sent().turn).toBe('Idea:\nAn article about brewing tea at home');

    kit.fake.script({ kind: 'answer', text: '## Why tea\n- the calm\n\n## How to brew\n- water at 80°C\n' });
    const outline = await tool(user, {
      tool: 'wizard.outline',
      text: 'An article about brewing tea at home',
      context: { title: 'The slow cup', abstract: 'Tea at home, slowly.' },
    });
    expect(outline.last).toMatchObject({ data: { type: 'done', items: ['Why tea', 'How to brew'] } });
    expect(sent().turn).toContain('Title: The slow cup');
    expect(sent().turn).toContain('Abstract:\nTea at home, slowly.');

    kit.fake.script({ kind: 'answer', text: 'Heat the water to 80°C.' });
    const section = await tool(user, {
      tool: 'wizard.section',
      text: 'An article about brewing tea at home',
      context: {
        title: 'The slow cup',
        abstract: 'Tea at home, slowly.',
        outline: '## Why tea\n## How to brew',
        section: 'How to brew',
      },
    });
    expect(section.last).toMatchObject({ data: { status: 'ok', text: 'Heat the water to 80°C.' } });
    expect((section.last as { data: object }).data).not.toHaveProperty('items');
    expect(sent().turn).toContain('Outline:\n## Why tea\n## How to brew');
    expect(sent().turn).toContain('Section to write: How to brew');
    expect(sent().system).toContain('Write only that section');
    expect(await dailyCount(user)).toBe(3);
  });

  it('an upstream fault mid-stream: the partial text, then a 500 frame, and the question given back', async () => {
    const user = await kit.t.createUser();
    const doc = await newDoc(kit.t, user, { content: 'Expand me.' });
    kit.fake.script({ kind: 'disconnect', text: 'Partial rewrite kept.', chunkSize: 4, afterTextDeltas: 2 });
    const cut = await tool(user, { tool: 'expand', text: 'Expand me.', docId: doc.id });
    expect(cut.frames[0]).toMatchObject({ data: { type: 'start' } });
    expect(cut.text).toBe('Partial rewrite kept.'.slice(0, 8));
    expect(cut.last).toEqual({ code: 500, end: true, data: 'connection error, please try again later!' });
    expect(cut.frames.some((frame) => frame.code === 200 && frame.data.type === 'done')).toBe(false);
    // The tools never write: the document is as it was, for the writer to retry.
    const after = (await write(kit.t, user, 'doc/v1/get', { id: doc.id })).body.data;
    expect([after.content, after.revision]).toEqual(['Expand me.', doc.revision]);

    kit.fake.script({ kind: 'http-error', status: 500, message: 'upstream exploded' });
    const failed = await tool(user, { tool: 'shorten', text: 'Shorten me.' });
    expect(failed.last).toEqual({ code: 500, end: true, data: 'connection error, please retry later' });

    kit.fake.script({ kind: 'rate-limit' });
    const busy = await tool(user, { tool: 'summarize', text: 'Summarize me.' }, zh);
    expect(busy.last).toEqual({ code: 500, end: true, data: '模型繁忙（请求过多），请稍后再试' });

    kit.fake.script({ kind: 'answer', text: '' });
    const empty = await tool(user, { tool: 'continue', text: 'Continue me.' });
    expect(empty.last).toEqual({ code: 500, end: true, data: formatMessage('en', 'writingTools.emptyResult') });
    expect(await dailyCount(user)).toBe(0);
  });

  it('the allowance: a run past the daily limit is refused before streaming, the upstream not called', async () => {
    const user = await kit.t.createUser();
    for (let i = 0; i < 3; i++) {
      kit.fake.script({ kind: 'answer', text: `Result ${i}.` });
      expect((await tool(user, { tool: 'rewrite', text: `Text ${i}.` })).last).toMatchObject({
        data: { status: 'ok' },
      });
    }
    const asked = kit.fake.requests.length;
    const refused = await tool(user, { tool: 'rewrite', text: 'One too many.' });
    expect(refused.status).toBe(402);
    expect(refused.frames).toEqual([]);
    expect(kit.fake.requests.length).toBe(asked);
    expect(await dailyCount(user)).toBe(3);
  });

  it("a picture model chosen as the chat's default gives way to the server's default model", async () => {
    const user = await kit.t.createUser();
    await postForm(kit.t, '/api/cli/chatgpt/v1/setDefaultModel', { model: 'gpt-image-1' }, auth(user));
    kit.fake.script({ kind: 'answer', text: 'Rewritten.' });
    const result = await tool(user, { tool: 'rewrite', text: 'Text.' });
    expect(result.frames[0]).toMatchObject({ data: { type: 'start', model: 'gpt3.5' } });
    expect(result.last).toMatchObject({ data: { status: 'ok', text: 'Rewritten.' } });
  });

  it('a model this server has no key for is refused before streaming, and nothing is counted', async () => {
    const user = await kit.t.createUser();
    const refused = await tool(user, { tool: 'rewrite', text: 'Text.', model: 'anthropic' });
    expect([refused.status, refused.envelope.msg]).toEqual([400, 'This model is not available on this server']);
    expect(await dailyCount(user)).toBe(0);
  });

  it('a reader that hangs up mid-result ends the upstream call; what the model wrote counts, as a stop', async () => {
    const user = await kit.t.createUser();
    kit.fake.script({
      kind: 'answer',
      text: 'A long result, sentence after sentence. '.repeat(5),
      chunkSize: 3,
      delayMs: 40,
    });
    const controller = new AbortController();
    const response = await fetch(`${kit.t.url}${SSE_TOOL}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth(user) },
      body: JSON.stringify({ tool: 'expand', text: 'Expand at length.' }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    let seen = '';
    while ((seen.match(/"type":"text"/g) ?? []).length < 2)
      seen += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    const call = kit.fake.requests.at(-1)!;
    await until(async () => call.clientClosed, Boolean, 3000);
    expect(call.clientClosed).toBe(true);
    expect(
      await until(
        () => dailyCount(user),
        (count) => count === 1,
        3000,
      ),
    ).toBe(1);
  });
});
