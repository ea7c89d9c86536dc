import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postForm, postJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';

// SPEC §5: a name is not blank and at most 100 characters, with its own message. Every call
// that takes a name answers it, not the generic "Invalid value for …".
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  user = await t.createUser();
});
afterAll(() => t.close());

const newSession = async () => (await getJson(t, '/api/cli/chat/topic/v1/getMsgId', auth(user))).body.data as string;

describe('the name rule', () => {
  it('topic create: over 100 characters answers SPEC’s message in both languages, and creates nothing', async () => {
    const en = await postJson(t, '/api/cli/chat/topic/v1/create', { title: 'x'.repeat(101) }, auth(user));
    expect(en.status).toBe(400);
    expect(en.body.msg).toBe('The name must not exceed 100 characters');
    const zh = await postForm(
      t,
      '/api/cli/chat/topic/v1/create',
      { title: '名'.repeat(101) },
      { ...auth(user), 'accept-language': 'zh-CN' },
    );
    expect(zh.body.msg).toBe('名称不能超过 100 个字符');
    expect((await postJson(t, '/api/cli/chat/topic/v1/page', {}, auth(user))).body.data.total).toBe(0);
  });

  it('topic create: 100 characters are fine, counted as characters (an emoji is one), trimmed', async () => {
    const emoji = await postJson(t, '/api/cli/chat/topic/v1/create', { title: '😀'.repeat(100) }, auth(user));
    expect(emoji.status).toBe(200);
    expect(emoji.body.data.topic).toBe('😀'.repeat(100));
    const padded = await postJson(t, '/api/cli/chat/topic/v1/create', { title: `  ${'a'.repeat(100)}  ` }, auth(user));
    expect(padded.body.data.topic).toBe('a'.repeat(100));
    const blank = await postJson(t, '/api/cli/chat/topic/v1/create', { title: '   ' }, auth(user));
    expect(blank.body.msg).toBe('Value is required');
  });

  it('topic rename uses the same rule', async () => {
    const created = await postJson(t, '/api/cli/chat/topic/v1/create', {}, auth(user));
    const msgId = created.body.data.msgId ?? (await newSession());
    const renamed = await postJson(t, '/api/cli/chat/topic/v1/update', { msgId, title: 'y'.repeat(101) }, auth(user));
    expect(renamed.body.msg).toBe('The name must not exceed 100 characters');
  });
});
