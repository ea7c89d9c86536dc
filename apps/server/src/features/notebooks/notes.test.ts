import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { settled } from '../knowledge/test-kit.ts';
import { notebookNotes } from './note-tables.ts';

/**
 * Notes: written, saved from answers with their citations, edited, pinned, listed pinned first,
 * searched for the `@` menu (notes and sources, 200 at most), turned into sources, deleted with
 * their notebook; viewers read them, only the owner and editors change them, outsiders see nothing.
 */
let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let notebookId: string;
const zh = { 'accept-language': 'zh-CN' };
const call = (user: TestUser, path: string, body: object, headers: Record<string, string> = {}) =>
  postJson(t, `/api/cli/notebook/${path}`, body, { ...auth(user), ...headers });
const notesOf = async (id = notebookId) =>
  t.app.platform.db.select().from(notebookNotes).where(eq(notebookNotes.notebookId, id));

const CITATION = {
  index: 1,
  title: 'Bridge facts',
  sourceId: 'abc',
  page: null,
  ordinal: 0,
  start: 0,
  end: 46,
  quote: 'The Wuhan Yangtze River Bridge opened in 1957.',
};

beforeAll(async () => {
  t = await startTestApp({ env: { KNOWLEDGE_MAX_SOURCES: '2' } });
  owner = await t.createUser({ nickname: 'Olive', email: 'owner@example.com', emailVerified: true });
  editor = await t.createUser({ nickname: 'Eddie', email: 'editor@example.com', emailVerified: true });
  viewer = await t.createUser({ nickname: 'Vera', email: 'viewer@example.com', emailVerified: true });
  outsider = await t.createUser({ nickname: 'Oscar', email: 'outsider@example.com', emailVerified: true });
  notebookId = (await call(owner, 'v1/create', { name: 'Bridges' })).body.data.id;
  await call(owner, 'share/v1/invite', { notebookId, email: 'editor@example.com', role: 'editor' });
  await call(owner, 'share/v1/invite', { notebookId, email: 'viewer@example.com', role: 'viewer' });
});
afterAll(() => t.close());

describe('notes', () => {
  let answerId: string;
  let plainId: string;

  it('are written, saved from an answer with its citations, and listed pinned first then newest', async () => {
    const answer = await call(owner, 'note/v1/create', {
      notebookId,
      content: 'The bridge opened in 1957 [1].',
      kind: 'answer',
      citations: [CITATION],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      notebookId,
      title: null,
      kind: 'answer',
      status: 'ready',
      pinned: false,
      citations: [CITATION],
      createdBy: { id: owner.id, nickname: 'Olive' },
    });
    answerId = answer.body.data.id;
    const plain = await call(editor, 'note/v1/create', {
      notebookId,
      title: '渡轮',
      content: '汉口的渡轮每二十分钟一班。',
    });
    expect(plain.body.data).toMatchObject({ title: '渡轮', kind: 'note', createdBy: { nickname: 'Eddie' } });
    plainId = plain.body.data.id;

    let page = (await call(viewer, 'note/v1/page', { notebookId })).body.data;
    expect(page.records.map((note: { id: string }) => note.id)).toEqual([plainId, answerId]);
    expect(page.total).toBe(2);

    const pinned = await call(editor, 'note/v1/update', { notebookId, id: answerId, pinned: true });
    expect(pinned.body.data.pinned).toBe(true);
    page = (await call(owner, 'note/v1/page', { notebookId })).body.data;
    expect(page.records.map((note: { id: string }) => note.id)).toEqual([answerId, plainId]);
  });

  it('are edited in Markdown, keeping what is not sent', async () => {
    const edited = await call(owner, 'note/v1/update', {
      notebookId,
      id: answerId,
      title: 'When it opened',
      content: '## 1957\nThe bridge opened in **1957** [1].',
    });
    expect(edited.body.data).toMatchObject({
      title: 'When it opened',
      content: '## 1957\nThe bridge opened in **1957** [1].',
      pinned: true,
      citations: [CITATION],
    });
  });

  it('refuse bad input with the SPEC message in both languages, writing nothing', async () => {
    const before = JSON.stringify(await notesOf());
    const cases: [object, number, string, string][] = [
      [{ notebookId, content: '   ' }, 400, 'please fill in', '请填写内容'],
      [
        { notebookId, content: 'x'.repeat(100_001) },
        400,
        'The note must not exceed 100,000 characters',
        '笔记不能超过 100000 个字符',
      ],
      [
        { notebookId, title: 't'.repeat(101), content: 'ok' },
        400,
        'The title must not exceed 100 characters',
        '标题不能超过 100 个字符',
      ],
    ];
    for (const [body, status, en, zhText] of cases) {
      const english = await call(owner, 'note/v1/create', body);
      expect(english.status).toBe(status);
      expect(english.body.msg).toBe(en);
      expect((await call(owner, 'note/v1/create', body, zh)).body.msg).toBe(zhText);
    }
    const badKind = await call(owner, 'note/v1/create', { notebookId, content: 'x', kind: 'summary' });
    expect(badKind.status).toBe(400);
    const emptyEdit = await call(owner, 'note/v1/update', { notebookId, id: plainId, content: '' }, zh);
    expect(emptyEdit.body.msg).toBe('请填写内容');
    const unknownNotebook = await call(owner, 'note/v1/create', { notebookId: 'nope', content: 'x' });
    expect(unknownNotebook.status).toBe(404);
    const unknownNote = await call(owner, 'note/v1/update', { notebookId, id: 'nope', pinned: true }, zh);
    expect(unknownNote.status).toBe(404);
    expect(unknownNote.body.msg).toBe('该笔记不存在');
    expect((await call(owner, 'note/v1/del', { notebookId, id: 'nope' })).body.msg).toBe('This note does not exist');
    expect(JSON.stringify(await notesOf())).toBe(before);
  });

  it('are read by a viewer, who cannot change them: the permission message, nothing written', async () => {
    const before = JSON.stringify(await notesOf());
    expect((await call(viewer, 'note/v1/page', { notebookId })).status).toBe(200);
    expect((await call(viewer, 'note/v1/search', { notebookId, keyword: '渡轮' })).body.data.notes).toHaveLength(1);
    const writes: [string, object][] = [
      ['note/v1/create', { notebookId, content: 'mine' }],
      ['note/v1/update', { notebookId, id: plainId, pinned: true }],
      ['note/v1/del', { notebookId, id: plainId }],
      ['note/v1/toSource', { notebookId, id: plainId }],
    ];
    for (const [path, body] of writes) {
      const refused = await call(viewer, path, body);
      expect(refused.status, path).toBe(403);
      expect(refused.body.msg).toBe('Sorry! You do not have permission to perform this action!');
    }
    expect((await call(viewer, 'note/v1/del', { notebookId, id: plainId }, zh)).body.msg).toBe(
      '抱歉！您没有权限执行此操作！',
    );
    expect(JSON.stringify(await notesOf())).toBe(before);
  });

  it('answer an outsider on every call as if the notebook did not exist', async () => {
    const calls: [string, object][] = [
      ['note/v1/create', { notebookId, content: 'x' }],
      ['note/v1/update', { notebookId, id: plainId, pinned: true }],
      ['note/v1/del', { notebookId, id: plainId }],
      ['note/v1/page', { notebookId }],
      ['note/v1/search', { notebookId, keyword: '' }],
      ['note/v1/toSource', { notebookId, id: plainId }],
    ];
    for (const [path, body] of calls) expect((await call(outsider, path, body)).status, path).toBe(404);
  });

  it('is one note in another notebook: not found there', async () => {
    const other = (await call(owner, 'v1/create', { name: 'Other' })).body.data.id;
    expect((await call(owner, 'note/v1/update', { notebookId: other, id: plainId, pinned: true })).status).toBe(404);
    expect((await call(owner, 'note/v1/toSource', { notebookId: other, id: plainId })).status).toBe(404);
  });
});

describe('the @ search', () => {
  let searchNotebook: string;
  beforeAll(async () => {
    searchNotebook = (await call(owner, 'v1/create', { name: 'Many notes' })).body.data.id;
    const rows = Array.from({ length: 205 }, (_, i) => ({
      id: `bulk${i}`,
      notebookId: searchNotebook,
      title: i % 2 ? `Bridge ${i}` : null,
      content: i % 2 ? 'Steel and stone.' : `长江大桥 第 ${i} 篇 100%_done`,
      kind: 'note' as const,
      createdAt: new Date(Date.now() - i * 1000),
    }));
    await t.app.platform.db.insert(notebookNotes).values(rows);
    await call(owner, 'source/v1/add', {
      notebookId: searchNotebook,
      source: { kind: 'text', title: 'Bridge timetable', body: 'Ferries leave every twenty minutes.' },
    });
  });

  it('lists at most 200 notes, newest first, with excerpts rather than bodies', async () => {
    const all = (await call(viewer, 'note/v1/search', { notebookId: searchNotebook, keyword: '' })).body.data;
    // Not shared with the viewer: refused as unknown.
    expect(all).toBeUndefined();
    const mine = (await call(owner, 'note/v1/search', { notebookId: searchNotebook, keyword: '' })).body.data;
    expect(mine.notes).toHaveLength(200);
    expect(mine.notes[0]).toMatchObject({ id: 'bulk0', excerpt: expect.stringContaining('长江大桥') });
    expect(mine.notes[0].content).toBeUndefined();
    expect(mine.sources.map((source: { name: string }) => source.name)).toEqual(['Bridge timetable']);
  });

  it('matches title or text in any case, with % and _ as plain characters, and sources by name', async () => {
    const bridge = (await call(owner, 'note/v1/search', { notebookId: searchNotebook, keyword: 'bridge' })).body.data;
    expect(bridge.notes).toHaveLength(102);
    expect(bridge.sources).toHaveLength(1);
    const han = (await call(owner, 'note/v1/search', { notebookId: searchNotebook, keyword: '大桥' })).body.data;
    expect(han.notes).toHaveLength(103);
    expect(han.sources).toEqual([]);
    const literal = (await call(owner, 'note/v1/search', { notebookId: searchNotebook, keyword: '第 4 篇 100%_' })).body
      .data;
    expect(literal.notes.map((note: { id: string }) => note.id)).toEqual(['bulk4']);
    const pattern = (await call(owner, 'note/v1/search', { notebookId: searchNotebook, keyword: '%' })).body.data;
    expect(pattern.notes).toHaveLength(103);
    const tooLong = await call(owner, 'note/v1/search', { notebookId: searchNotebook, keyword: 'x'.repeat(201) });
    expect(tooLong.status).toBe(400);
  });
});

describe('a note turned into a source', () => {
  it('becomes a learned text source of the notebook, titled after the note; refused at the source limit', async () => {
    const notebook = (await call(owner, 'v1/create', { name: 'Sources from notes' })).body.data.id;
    const note = (
      await call(owner, 'note/v1/create', {
        notebookId: notebook,
        content: '# 大桥\n武汉长江大桥于1957年建成通车，是长江上第一座公铁两用桥。',
      })
    ).body.data;
    await call(owner, 'share/v1/invite', { notebookId: notebook, email: 'editor@example.com', role: 'editor' });
    const added = await call(editor, 'note/v1/toSource', { notebookId: notebook, id: note.id });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ kind: 'text', name: '大桥' });
    expect((await settled(t, owner, added.body.data.id)).state).toBe('learned');
    const detail = (await call(owner, 'source/v1/get', { notebookId: notebook, id: added.body.data.id })).body.data;
    expect(detail.passages.map((p: { text: string }) => p.text).join('')).toContain('1957年建成通车');
    const found = await postJson(
      t,
      '/api/cli/knowledge/v1/search',
      { container: { kind: 'notebook', id: notebook }, question: '长江大桥 哪一年 通车', topK: 3 },
      auth(owner),
    );
    expect(found.body.data[0].sourceId).toBe(added.body.data.id);

    await call(owner, 'note/v1/toSource', { notebookId: notebook, id: note.id });
    const full = await call(owner, 'note/v1/toSource', { notebookId: notebook, id: note.id }, zh);
    expect(full.status).toBe(409);
    expect(full.body.msg).toBe('来源数量已达上限');
    expect((await call(owner, 'source/v1/page', { notebookId: notebook })).body.data).toHaveLength(2);
  });
});

describe('deleting a notebook', () => {
  it('deletes its notes', async () => {
    const notebook = (await call(owner, 'v1/create', { name: 'Short-lived' })).body.data.id;
    await call(owner, 'note/v1/create', { notebookId: notebook, content: 'Gone soon.' });
    expect(await notesOf(notebook)).toHaveLength(1);
    expect((await call(owner, 'v1/del', { id: notebook })).body.data).toBe(true);
    expect(await notesOf(notebook)).toEqual([]);
    expect((await call(owner, 'note/v1/page', { notebookId: notebook })).status).toBe(404);
    expect((await getJson(t, '/api/health')).status).toBe(200);
  });
});
