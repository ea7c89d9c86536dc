import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, type MessageKey } from '@inkstone/contract/messages';
import { writingToolFrameSchema } from '@inkstone/contract/writing-tools';
import { postForm, postJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { newDoc, zh } from '../writing/test-kit.ts';
import { SSE_TOOL, streamTool } from './test-kit.ts';

// Demo mode (no provider key, the default in tests and on a fresh install), and bad input.
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  user = await t.createUser();
});
afterAll(() => t.close());

const dailyCount = async (who: TestUser) =>
  (await postForm(t, '/api/cli/chatgpt/v1/getStatistics', {}, auth(who))).body.data.dailyCount as number;

describe('writing tools without an AI provider', () => {
  it('say plainly which provider to configure, write nothing and charge nothing', async () => {
    const result = await streamTool(t, user, { tool: 'rewrite', text: 'Please rewrite this sentence.' });
    expect(result.status).toBe(200);
    for (const frame of result.frames) writingToolFrameSchema.parse(frame);
    expect(result.frames.map((frame) => (frame.code === 200 ? frame.data.type : 500))).toEqual([
      'start',
      'notice',
      'done',
    ]);
    expect(result.frames[0]).toMatchObject({ data: { tool: 'rewrite', model: 'offline' } });
    const notice = result.frames[1] as { data: { content: string } };
    expect(notice.data.content).toContain('OPENAI_API_KEY');
    expect(notice.data.content).toContain('your text is unchanged');
    expect(result.text).toBe('');
    expect(result.last).toEqual({
      code: 200,
      end: true,
      data: { type: 'done', tool: 'rewrite', status: 'offline', text: '', truncated: false },
    });
    const chinese = await streamTool(t, user, { tool: 'wizard.titles', text: '关于在家泡茶的文章' }, zh);
    expect((chinese.frames[1] as { data: { content: string } }).data.content).toContain('AI 写作工具需要 AI 模型');
    expect(await dailyCount(user)).toBe(0);
  });
});

describe('writing tools refuse bad input with a clear message, never a 500', () => {
  const wizard = { text: 'An idea', context: { title: 'A title', outline: '## One', section: 'One' } };
  const cases: Array<[string, Record<string, unknown>, MessageKey]> = [
    ['an unknown tool', { tool: 'poem', text: 'x' }, 'writingTools.unknownTool'],
    ['no tool', { text: 'x' }, 'writingTools.unknownTool'],
    ['no text', { tool: 'rewrite' }, 'writingTools.emptyText'],
    ['blank text', { tool: 'rewrite', text: ' \n\t ' }, 'writingTools.emptyText'],
    ['text that is not text', { tool: 'rewrite', text: 42 }, 'writingTools.emptyText'],
    ['text over 20,000 characters', { tool: 'rewrite', text: 'a'.repeat(20_001) }, 'writingTools.textTooLong'],
    ['an unknown tone', { tool: 'tone', tone: 'sarcastic', text: 'x' }, 'writingTools.unknownTone'],
    ['tone without a tone', { tool: 'tone', text: 'x' }, 'writingTools.toneRequired'],
    ['an unknown language', { tool: 'translate', language: 'fr', text: 'x' }, 'writingTools.unknownLanguage'],
    ['an image model', { tool: 'rewrite', text: 'x', model: 'gpt-image-1' }, 'writingTools.unknownModel'],
    ['an unknown model', { tool: 'rewrite', text: 'x', model: 'gpt-9' }, 'writingTools.unknownModel'],
    ['an abstract without a title', { tool: 'wizard.abstract', text: 'An idea' }, 'writingTools.titleRequired'],
    [
      'a section without an outline',
      { ...wizard, tool: 'wizard.section', context: { ...wizard.context, outline: ' ' } },
      'writingTools.outlineRequired',
    ],
    [
      'a section without its heading',
      { ...wizard, tool: 'wizard.section', context: { title: 'A title', outline: '## One' } },
      'writingTools.sectionRequired',
    ],
    [
      'context over the limit',
      { tool: 'continue', text: 'x', context: { before: 'b'.repeat(20_001) } },
      'writingTools.contextTooLong',
    ],
    [
      'a heading over 200 characters',
      { ...wizard, tool: 'wizard.section', context: { ...wizard.context, section: 's'.repeat(201) } },
      'writingTools.headingTooLong',
    ],
  ];
  it.each(cases)('%s', async (_name, body, key) => {
    for (const [language, headers] of [
      ['en', {}],
      ['zh_CN', zh],
    ] as const) {
      const answer = await postJson(t, SSE_TOOL, body, { ...auth(user), ...headers });
      expect([answer.status, answer.body.msg]).toEqual([400, formatMessage(language, key)]);
    }
  });

  it("another user's document: the permission message; an unknown one: not found", async () => {
    const owner = await t.createUser();
    const doc = await newDoc(t, owner, { content: 'Private draft.' });
    const outsider = await t.createUser();
    const refused = await postJson(t, SSE_TOOL, { tool: 'rewrite', text: 'x', docId: doc.id }, auth(outsider));
    expect([refused.status, refused.body.msg]).toEqual([403, formatMessage('en', 'errors.forbidden')]);
    const missing = await postJson(t, SSE_TOOL, { tool: 'rewrite', text: 'x', docId: 'nope' }, auth(outsider));
    expect([missing.status, missing.body.msg]).toEqual([404, formatMessage('en', 'writing.docNotFound')]);
    // The owner's own document is fine (here: the demo notice).
    const own = await streamTool(t, owner, { tool: 'rewrite', text: 'Private draft.', docId: doc.id });
    expect(own.last).toMatchObject({ data: { status: 'offline' } });
  });

  it('signed out: please log in first, in both languages', async () => {
    const body = { tool: 'rewrite', text: 'x' };
    const en = await postJson(t, SSE_TOOL, body);
    expect([en.status, en.body.msg]).toEqual([401, 'please log in first']);
    const chinese = await postJson(t, SSE_TOOL, body, zh);
    expect([chinese.status, chinese.body.msg]).toEqual([401, '请先登录']);
  });
});
