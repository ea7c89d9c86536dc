import { formatMessage } from '@inkstone/contract/messages';
import { userTemplatePageSchema, userTemplateSchema } from '@inkstone/contract/prompt-template-api';
import { describe, expect, it } from 'vitest';
import { postJson } from '../../testing/accounts.ts';
import { useFakeOpenAIApp } from '../../testing/fake-openai-app.ts';
import { auth, type TestUser } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';
import { promptTemplates } from './tables.ts';

/**
 * A user's own prompt templates (cli/chat/template/v1/*) and asking any template, built-in or
 * one's own, through ssePostTemplate with its variables filled: the question the model gets and
 * the history shows is the rendered text.
 */
const kit = useFakeOpenAIApp();
const zh = { 'accept-language': 'zh-CN' };
const call = (user: TestUser, name: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson(kit.t, `/api/cli/chat/template/v1/${name}`, body, { ...auth(user), ...headers });
const ask = (user: TestUser, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  streamChat(kit.t, '/api/cli/chatgpt/v1/ssePostTemplate', body, user.token, headers);
/** The last user message the fake model received. */
const questionSent = () => {
  const messages = kit.fake.requests.at(-1)!.body.messages as Array<{ role: string; content: unknown }>;
  return JSON.stringify(messages.filter((message) => message.role === 'user').at(-1)?.content);
};
const en = (key: Parameters<typeof formatMessage>[1], params = {}) => formatMessage('en', key, params);
const zhMsg = (key: Parameters<typeof formatMessage>[1], params = {}) => formatMessage('zh_CN', key, params);

describe('my prompt templates', () => {
  it('are created, listed, changed and deleted by their owner alone; bad input changes nothing', async () => {
    const owner = await kit.t.createUser();
    const other = await kit.t.createUser();
    const created = await call(owner, 'create', {
      title: ' Haiku ',
      text: 'Write a haiku about {{ subject }} in {{季节}}',
    });
    expect(created.status).toBe(200);
    const mine = userTemplateSchema.parse(created.body.data);
    expect(mine).toMatchObject({ title: 'Haiku', description: '', variables: ['subject', '季节'] });
    expect(mine.id).toMatch(/^u[0-9a-f]{32}$/);

    const refusals: Array<[unknown, Parameters<typeof formatMessage>[1]]> = [
      [{ title: '', text: 'x' }, 'promptTemplate.titleRequired'],
      [{ title: 'x'.repeat(61), text: 'x' }, 'promptTemplate.titleTooLong'],
      [{ title: 'x', text: '  ' }, 'promptTemplate.textRequired'],
      [{ title: 'x', text: 'x'.repeat(4001) }, 'promptTemplate.textTooLong'],
      [{ title: 'x', text: 'About {{two words}}' }, 'promptTemplate.badVariableName'],
      [
        { title: 'x', text: Array.from({ length: 11 }, (_, i) => `{{v${i}}}`).join(' ') },
        'promptTemplate.tooManyVariables',
      ],
      [{ title: 'x', text: 'x', description: 'd'.repeat(201) }, 'promptTemplate.descriptionTooLong'],
    ];
    for (const [body, key] of refusals) {
      const answer = await call(owner, 'create', body, zh);
      expect(answer.status, key).toBe(400);
      expect(answer.body.msg).toBe(zhMsg(key));
    }
    expect((await call(owner, 'update', { id: mine.id, title: '' })).body.msg).toBe(en('promptTemplate.titleRequired'));
    expect((await call(owner, 'update', { id: 'nope' })).body.msg).toBe(en('promptTemplate.badId'));

    // Another user's template, and a built-in one, are not found to change or delete.
    for (const [name, body] of [
      ['update', { id: mine.id, title: 'Taken' }],
      ['del', { id: mine.id }],
      ['update', { id: 'writing.email', title: 'Mine now' }],
    ] as const) {
      const answer = await call(other, name, body, zh);
      expect(answer.status).toBe(404);
      expect(answer.body.msg).toBe(zhMsg('promptTemplate.notFound'));
    }
    expect((await call(other, 'page', {})).body.data.total).toBe(0);

    const changed = await call(owner, 'update', {
      id: mine.id,
      description: 'Short poems',
      text: 'A haiku on {{subject}}',
    });
    expect(userTemplateSchema.parse(changed.body.data)).toMatchObject({ title: 'Haiku', variables: ['subject'] });
    const listed = userTemplatePageSchema.parse((await call(owner, 'page', {})).body.data);
    expect(listed).toMatchObject({ total: 1, limit: 100 });
    expect(listed.records[0]).toMatchObject({
      id: mine.id,
      description: 'Short poems',
      text: 'A haiku on {{subject}}',
    });

    expect((await call(owner, 'del', { id: mine.id })).status).toBe(200);
    expect((await call(owner, 'del', { id: mine.id })).status).toBe(404);
    expect((await call(owner, 'page', {})).body.data.total).toBe(0);
    expect((await postJson(kit.t, '/api/cli/chat/template/v1/page', {})).status).toBe(401);
  });

  it('are at most 100 a user', async () => {
    const owner = await kit.t.createUser();
    const rows = Array.from({ length: 99 }, (_, i) => ({
      id: `u${String(i).padStart(32, '0')}`,
      userId: owner.id,
      title: `T${i}`,
      text: 'x',
    }));
    await kit.t.app.platform.db.insert(promptTemplates).values(rows);
    expect((await call(owner, 'create', { title: 'Last', text: 'x' })).status).toBe(200);
    const full = await call(owner, 'create', { title: 'One more', text: 'x' }, zh);
    expect(full.status).toBe(400);
    expect(full.body.msg).toBe(zhMsg('promptTemplate.tooMany', { limit: 100 }));
    expect((await call(owner, 'page', { size: 100 })).body.data.total).toBe(100);
  });
});

describe('asking a template through ssePostTemplate', () => {
  it("renders a built-in one in the asker's language and asks it as an ordinary question", async () => {
    kit.fake.script({ kind: 'answer', text: '一份大纲' });
    const asked = await ask(
      kit.user,
      { templateId: 'writing.outline', variables: { topic: '茶', audience: '学生', extra: 'ignored' } },
      zh,
    );
    expect(asked.text).toBe('一份大纲');
    expect(questionSent()).toContain('请为面向学生的一篇关于“茶”的文章写一份详细大纲');
    const start = asked.frames[0] as { data: { sessionId: string } };
    const records = await fetch(
      `${kit.t.url}/api/cli/chatgpt/v1/page?current=1&size=10&msgId=${start.data.sessionId}`,
      { headers: auth(kit.user) },
    ).then((response) => response.json() as Promise<{ data: { records: Array<{ input: string; prompt: string }> } }>);
    expect(records.data.records[0]!.input).toMatch(/^请为面向学生的一篇关于“茶”的文章/);
  });

  it('refuses a missing or overlong value, an unknown template and another user’s, in both languages', async () => {
    const missing = await ask(kit.user, { templateId: 'writing.outline', variables: { topic: 'Tea', audience: ' ' } });
    expect(missing.envelope.msg).toBe(en('promptTemplate.variableMissing', { name: 'Audience' }));
    const missingZh = await ask(kit.user, { templateId: 'writing.outline', variables: { topic: '茶' } }, zh);
    expect(missingZh.envelope.msg).toBe(zhMsg('promptTemplate.variableMissing', { name: '读者' }));
    const long = await ask(kit.user, { templateId: 'writing.outline', variables: { topic: 'x'.repeat(4001) } }, zh);
    expect(long.envelope.msg).toBe(zhMsg('promptTemplate.badValues'));
    const unknown = await ask(kit.user, { templateId: 'writing.nothing', variables: {} });
    expect(unknown.envelope).toMatchObject({ code: 404, msg: en('promptTemplate.notFound') });
    expect((await ask(kit.user, { variables: {} })).envelope.msg).toBe(en('validation.content'));

    const other = await kit.t.createUser();
    const theirs = userTemplateSchema.parse(
      (await call(other, 'create', { title: 'T', text: 'Say {{word}}' })).body.data,
    );
    const foreign = await ask(kit.user, { templateId: theirs.id, variables: { word: 'hi' } }, zh);
    expect(foreign.envelope).toMatchObject({ code: 404, msg: zhMsg('promptTemplate.notFound') });
    expect(kit.fake.requests).toHaveLength(0);
  });

  it("asks the user's own template, and keeps the older template+content form", async () => {
    const owner = await kit.t.createUser();
    const mine = userTemplateSchema.parse(
      (await call(owner, 'create', { title: 'Haiku', text: 'Write a haiku about {{主题}}.' })).body.data,
    );
    kit.fake.script({ kind: 'answer', text: 'Petals on water' });
    const asked = await ask(owner, { templateId: mine.id, variables: { 主题: 'spring rain' } });
    expect(asked.text).toBe('Petals on water');
    expect(questionSent()).toContain('Write a haiku about spring rain.');

    const older = await ask(owner, { template: 'summarize', content: 'A long text.' });
    expect(older.status).toBe(200);
    expect(questionSent()).toContain(`${en('template.summarize')}\\n\\nA long text.`);
  });
});
