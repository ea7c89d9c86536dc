import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';
import { settled } from '../knowledge/test-kit.ts';

/**
 * Notebooks: made, listed, opened, renamed and deleted by their owner; shared by email as viewer
 * or editor; every call refuses an outsider as if the notebook did not exist, and a viewer
 * who tries to change sources with the permission message.
 */
let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let viewer: TestUser;
let outsider: TestUser;
const zh = { 'accept-language': 'zh-CN' };
const call = (user: TestUser, path: string, body: object, headers: Record<string, string> = {}) =>
  postJson(t, `/api/cli/notebook/${path}`, body, { ...auth(user), ...headers });

async function userWithEmail(email: string, nickname: string): Promise<TestUser> {
  const user = await t.createUser({ nickname, email, emailVerified: true });
  return user;
}

beforeAll(async () => {
  t = await startTestApp({ env: { KNOWLEDGE_MAX_SOURCES: '3', PUBLIC_URL: 'https://inkstone.example' } });
  owner = await userWithEmail('owner@example.com', 'Olive');
  editor = await userWithEmail('editor@example.com', 'Eddie');
  viewer = await userWithEmail('viewer@example.com', 'Vera');
  outsider = await userWithEmail('outsider@example.com', 'Oscar');
});
afterAll(() => t.close());

describe('a notebook', () => {
  it('is created, listed last-opened first with its source count, renamed and opened', async () => {
    const first = (await call(owner, 'v1/create', { name: 'Trip to Wuhan', emoji: '🌉' })).body.data;
    expect(first).toMatchObject({
      name: 'Trip to Wuhan',
      emoji: '🌉',
      role: 'owner',
      sourceCount: 0,
      owner: { nickname: 'Olive' },
    });
    const second = (await call(owner, 'v1/create', { name: '读书笔记' })).body.data;
    let page = (await call(owner, 'v1/page', { scope: 'mine' })).body.data;
    expect(page.records.map((n: { id: string }) => n.id).slice(0, 2)).toEqual([second.id, first.id]);

    await call(owner, 'v1/get', { id: first.id });
    page = (await call(owner, 'v1/page', { scope: 'mine' })).body.data;
    expect(page.records[0].id).toBe(first.id);

    const renamed = await call(owner, 'v1/update', { id: first.id, name: 'Wuhan bridges' });
    expect(renamed.body.data.name).toBe('Wuhan bridges');
  });

  it('refuses a blank or overlong name with SPEC’s messages, in both languages', async () => {
    const blank = await call(owner, 'v1/create', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('Value is required');
    const long = await call(owner, 'v1/create', { name: 'x'.repeat(101) }, zh);
    expect(long.status).toBe(400);
    expect(long.body.msg).toMatch(/100/);
  });
});

describe('sharing by email', () => {
  let notebookId: string;
  let sourceId: string;
  beforeAll(async () => {
    notebookId = (await call(owner, 'v1/create', { name: 'Shared bridges' })).body.data.id;
    const added = await call(owner, 'source/v1/add', {
      notebookId,
      source: { kind: 'text', title: 'Bridge facts', body: 'The Wuhan Yangtze River Bridge opened in 1957.' },
    });
    sourceId = added.body.data.id;
    await settled(t, owner, sourceId);
  });

  it('invites by email with a role, mails a link, and lists and revokes who has access', async () => {
    const invited = await call(owner, 'share/v1/invite', { notebookId, email: 'Viewer@Example.com', role: 'viewer' });
    expect(invited.body.data).toMatchObject({ email: 'viewer@example.com', role: 'viewer' });
    const mail = (await getJson(t, '/api/dev/outbox?to=viewer@example.com')).body.data;
    expect(JSON.stringify(mail)).toContain(`https://inkstone.example/notebook/${notebookId}`);
    await call(owner, 'share/v1/invite', { notebookId, email: 'editor@example.com', role: 'editor' });
    await call(owner, 'share/v1/invite', { notebookId, email: 'later@example.com', role: 'viewer' });
    const members = (await call(owner, 'share/v1/list', { id: notebookId })).body.data;
    expect(members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'viewer@example.com', role: 'viewer', nickname: 'Vera' }),
        expect.objectContaining({ email: 'later@example.com', nickname: null }),
      ]),
    );
    expect((await call(owner, 'share/v1/revoke', { notebookId, email: 'later@example.com' })).body.data).toBe(true);
    expect((await call(owner, 'share/v1/list', { id: notebookId })).body.data).toHaveLength(2);

    const invalid = await call(owner, 'share/v1/invite', { notebookId, email: 'not an address', role: 'viewer' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.msg).toBe('Please enter a valid email address');
    const self = await call(owner, 'share/v1/invite', { notebookId, email: 'owner@example.com', role: 'viewer' });
    expect(self.body.msg).toBe('This notebook is already yours');
  });

  it('shows the notebook under "Shared with me" with the role, and reads its sources', async () => {
    const shared = (await call(viewer, 'v1/page', { scope: 'shared' })).body.data.records;
    expect(shared).toEqual([
      expect.objectContaining({
        id: notebookId,
        role: 'viewer',
        sourceCount: 1,
        owner: expect.objectContaining({ nickname: 'Olive' }),
      }),
    ]);
    expect((await call(viewer, 'v1/page', { scope: 'mine' })).body.data.records).toEqual([]);
    const sources = (await call(viewer, 'source/v1/page', { notebookId })).body.data;
    expect(sources.map((s: { id: string }) => s.id)).toEqual([sourceId]);
    const detail = (await call(viewer, 'source/v1/get', { notebookId, id: sourceId })).body.data;
    expect(detail.passages[0].text).toContain('opened in 1957');
  });

  it('lets a viewer chat with the sources, grounded and cited', async () => {
    const result = await streamChat(
      t,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'When did the bridge open?', features: 'notebook', projectId: notebookId },
      viewer.token,
    );
    expect(result.text).toContain('opened in 1957');
    const sources = result.frames.flatMap((frame) => {
      const data = frame.data as { type?: string; source?: { sourceId: string } };
      return data.type === 'source' ? [data.source!.sourceId] : [];
    });
    expect(sources).toEqual([sourceId]);
  });

  it('refuses a viewer who adds or deletes a source with the permission message; an editor may', async () => {
    const add = await call(viewer, 'source/v1/add', { notebookId, source: { kind: 'text', title: 'x', body: 'y' } });
    expect(add.status).toBe(403);
    expect(add.body.msg).toBe('Sorry! You do not have permission to perform this action!');
    const del = await call(viewer, 'source/v1/del', { notebookId, id: sourceId }, zh);
    expect(del.body.msg).toBe('抱歉！您没有权限执行此操作！');
    expect((await call(viewer, 'v1/update', { id: notebookId, name: 'Mine now' })).status).toBe(403);

    const added = await call(editor, 'source/v1/add', {
      notebookId,
      source: { kind: 'text', title: 'Ferries', body: 'Ferries leave Hankou every twenty minutes.' },
    });
    expect(added.status).toBe(200);
    // The editor's source is the notebook's: its owner sees it.
    const listed = (await call(owner, 'source/v1/page', { notebookId })).body.data;
    expect(listed.map((s: { name: string }) => s.name)).toContain('Ferries');
    expect((await call(editor, 'source/v1/del', { notebookId, id: added.body.data.id })).body.data).toBe(true);
    expect((await call(editor, 'share/v1/list', { id: notebookId })).status).toBe(403);
    expect((await call(editor, 'v1/del', { id: notebookId })).status).toBe(403);
  });

  it('answers an outsider on every call as if the notebook did not exist', async () => {
    const calls: [string, object][] = [
      ['v1/get', { id: notebookId }],
      ['v1/update', { id: notebookId, name: 'x' }],
      ['v1/del', { id: notebookId }],
      ['source/v1/page', { notebookId }],
      ['source/v1/get', { notebookId, id: sourceId }],
      ['source/v1/add', { notebookId, source: { kind: 'text', title: 'x', body: 'y' } }],
      ['source/v1/del', { notebookId, id: sourceId }],
      ['share/v1/invite', { notebookId, email: 'oscar@example.com', role: 'editor' }],
      ['share/v1/list', { id: notebookId }],
      ['share/v1/revoke', { notebookId, email: 'viewer@example.com' }],
    ];
    for (const [path, body] of calls) expect((await call(outsider, path, body)).status, path).toBe(404);
    const chat = await streamChat(
      t,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'When did the bridge open?', features: 'notebook', projectId: notebookId },
      outsider.token,
    );
    expect(chat.status).toBe(404);
    expect((await call(outsider, 'v1/page', { scope: 'shared' })).body.data.records).toEqual([]);
  });

  it('does not count an address its holder has not verified', async () => {
    const unverified = await t.createUser({ nickname: 'Pat', email: 'pending@example.com', emailVerified: false });
    await call(owner, 'share/v1/invite', { notebookId, email: 'pending@example.com', role: 'editor' });
    expect((await call(unverified, 'v1/get', { id: notebookId })).status).toBe(404);
    expect((await call(unverified, 'v1/page', { scope: 'shared' })).body.data.records).toEqual([]);
    await call(owner, 'share/v1/revoke', { notebookId, email: 'pending@example.com' });
  });

  it('says "source limit reached" at the limit; its owner deletes it with its sources and chats', async () => {
    await call(owner, 'source/v1/add', { notebookId, source: { kind: 'text', title: 'Two', body: 'Second.' } });
    await call(owner, 'source/v1/add', { notebookId, source: { kind: 'text', title: 'Three', body: 'Third.' } });
    const full = await call(owner, 'source/v1/add', {
      notebookId,
      source: { kind: 'url', url: 'https://example.com' },
    });
    expect(full.status).toBe(409);
    expect(full.body.msg).toBe('source limit reached');

    expect((await call(owner, 'v1/del', { id: notebookId })).body.data).toBe(true);
    expect((await call(owner, 'v1/get', { id: notebookId })).status).toBe(404);
    expect((await getJson(t, `/api/cli/knowledge/v1/status?ids=${sourceId}`, auth(owner))).body.data).toEqual([]);
    const topics = await postJson(
      t,
      '/api/cli/chat/topic/v1/page',
      { features: 'notebook', projectId: notebookId },
      auth(viewer),
    );
    expect(topics.body.data.records).toEqual([]);
  });
});
