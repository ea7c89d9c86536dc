import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';
import { settled } from '../knowledge/test-kit.ts';

/**
 * The sample notebook: a guide in the reader's language and the history of tea in both,
 * learned like any source, so the first questions get cited answers in either language.
 */
let t: TestApp;
let user: TestUser;
const zh = { 'accept-language': 'zh-CN' };
const sample = (who: TestUser | null, headers: Record<string, string> = {}) =>
  postJson(t, '/api/cli/notebook/v1/sample', {}, { ...(who ? auth(who) : {}), ...headers });
const sourcesOf = async (id: string, who = user) =>
  (await postJson(t, '/api/cli/notebook/source/v1/page', { notebookId: id }, auth(who))).body.data as {
    id: string;
    name: string;
  }[];
const citedIn = (frames: { code: number; data: unknown }[]) =>
  frames.flatMap((frame) => {
    const data = frame.data as { type?: string; source?: { title: string } };
    return data.type === 'source' && data.source ? [data.source.title] : [];
  });

beforeAll(async () => {
  t = await startTestApp();
  user = await t.createUser();
});
afterAll(() => t.close());

describe('the sample notebook', () => {
  it('is made in the reader’s language with its three sources, which learn and answer with citations', async () => {
    const made = await sample(user, zh);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ name: '欢迎使用 Inkstone', emoji: '🍵', role: 'owner', sourceCount: 3 });
    const sources = await sourcesOf(made.body.data.id);
    expect(sources.map((source) => source.name).sort()).toEqual([
      'A short history of tea',
      'Inkstone 笔记本入门',
      '茶的简史',
    ]);
    for (const source of sources) expect((await settled(t, user, source.id)).state).toBe('learned');

    const ask = (prompt: string) =>
      streamChat(
        t,
        '/api/cli/chatgpt/v1/ssePost',
        { prompt, features: 'notebook', projectId: made.body.data.id },
        user.token,
      );
    const chinese = await ask('陆羽在哪一年写成《茶经》？');
    expect(chinese.text).toContain('760');
    expect(citedIn(chinese.frames)).toContain('茶的简史');
    const english = await ask('When did tea reach England?');
    expect(english.text).toContain('1650s');
    expect(citedIn(english.frames)).toContain('A short history of tea');
  });

  it('takes the English guide for an English reader', async () => {
    const made = (await sample(user)).body.data;
    expect(made.name).toBe('Welcome to Inkstone');
    expect((await sourcesOf(made.id)).map((source) => source.name)).toContain(
      'Getting started with Inkstone notebooks',
    );
  });

  it('asks a guest to sign in and makes nothing', async () => {
    const before = (await postJson(t, '/api/cli/notebook/v1/page', { scope: 'mine' }, auth(user))).body.data.total;
    expect((await sample(null)).status).toBe(401);
    expect((await postJson(t, '/api/cli/notebook/v1/page', { scope: 'mine' }, auth(user))).body.data.total).toBe(
      before,
    );
  });
});

describe('under a source limit below three', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ env: { KNOWLEDGE_MAX_SOURCES: '2' } });
  });
  afterAll(() => small.close());

  it('adds as many sources as the limit lets in', async () => {
    const who = await small.createUser();
    const made = await postJson(small, '/api/cli/notebook/v1/sample', {}, auth(who));
    expect(made.body.data.sourceCount).toBe(2);
    const listed = await postJson(
      small,
      '/api/cli/notebook/source/v1/page',
      { notebookId: made.body.data.id },
      auth(who),
    );
    expect(listed.body.data).toHaveLength(2);
  });
});
