import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mindMapSchema, type StudioKind } from '@inkstone/contract/notebook-notes';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { openSocket, settled as socketSettled } from '../../testing/socket.ts';
import { notebookNotes } from './note-tables.ts';
import { BRIDGE, TOWER, call as callAs, finished, notebookWith } from './test-kit.ts';
import { settled } from '../knowledge/test-kit.ts';

/**
 * The studio with no model provider (demo mode): each kind is extracted from the sources' own
 * sentences, cited, under a notice in the asker's language; one note per kind, rewritten when
 * asked again; only the owner and editors may ask; bad requests write nothing.
 */
let t: TestApp;
let owner: TestUser;
let viewer: TestUser;
let editor: TestUser;
let outsider: TestUser;
let notebookId: string;
let bridgeId: string;
let towerId: string;
const zh = { 'accept-language': 'zh-CN' };
const call = (user: TestUser, path: string, body: object, headers: Record<string, string> = {}) =>
  callAs(t, user, path, body, headers);
const notesIn = async (id: string) =>
  t.app.platform.db.select().from(notebookNotes).where(eq(notebookNotes.notebookId, id));

async function generated(kind: StudioKind, headers: Record<string, string> = {}, user = owner) {
  const asked = await call(user, 'studio/v1/generate', { notebookId, kind }, headers);
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return finished(t, user, notebookId, asked.body.data.id);
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.createUser({ nickname: 'Olive', email: 'owner@example.com', emailVerified: true });
  editor = await t.createUser({ nickname: 'Eddie', email: 'editor@example.com', emailVerified: true });
  viewer = await t.createUser({ nickname: 'Vera', email: 'viewer@example.com', emailVerified: true });
  outsider = await t.createUser({ nickname: 'Oscar', email: 'outsider@example.com', emailVerified: true });
  const made = await notebookWith(t, owner, 'Wuhan', [BRIDGE, TOWER]);
  notebookId = made.notebookId;
  [bridgeId, towerId] = made.sourceIds as [string, string];
  for (const id of made.sourceIds) await settled(t, owner, id);
  await call(owner, 'share/v1/invite', { notebookId, email: 'editor@example.com', role: 'editor' });
  await call(owner, 'share/v1/invite', { notebookId, email: 'viewer@example.com', role: 'viewer' });
});
afterAll(() => t.close());

const NOTICE = 'Extracted without an AI model';

describe('offline studio notes', () => {
  it('summary: each source’s leading sentences, cited, under the notice', async () => {
    const note = await generated('summary');
    expect(note).toMatchObject({ kind: 'summary', title: 'Summary', status: 'ready', progress: 100, error: null });
    expect(note.content.startsWith(`> ${NOTICE}`)).toBe(true);
    expect(note.content).toContain('### Wuhan Yangtze River Bridge');
    expect(note.content).toContain('The Wuhan Yangtze River Bridge opened on 15 October 1957. [1]');
    expect(note.content).toContain('黄鹤楼位于湖北省武汉市长江南岸的蛇山之巅。');
    expect(note.content).not.toContain('Trains and cars still cross');
    const cited = new Set(note.citations.map((c: { sourceId: string }) => c.sourceId));
    expect(cited).toEqual(new Set([bridgeId, towerId]));
    expect(note.citations[0]).toMatchObject({ index: 1, title: 'Wuhan Yangtze River Bridge', ordinal: 0 });
    expect(note.citations[0].quote).toContain('opened on 15 October 1957');
  });

  it('FAQ: the questions the sources ask, in both languages, answered by the sentences after them', async () => {
    const note = await generated('faq');
    expect(note.content).toContain('### What is the bridge made of?');
    expect(note.content).toMatch(/### What is the bridge made of\?\n\nIts trusses are steel\. \[\d+\] Its eight piers/);
    expect(note.content).toMatch(/### 黄鹤楼为什么出名？\n\n唐代诗人崔颢写下了《黄鹤楼》一诗。 \[\d+\]/);
  });

  it('study guide: key terms with a sentence that uses each, and key sentences', async () => {
    const note = await generated('studyGuide');
    expect(note.content).toContain('## Key terms');
    expect(note.content).toMatch(/- \*\*bridge\*\* — .+ \[\d+\]/);
    // Chinese terms come from the source's digest (jieba's TF-IDF): whole names, not pieces of them.
    expect(note.content).toMatch(/- \*\*黄鹤楼\*\* — 黄鹤楼位于.+ \[\d+\]/);
    expect(note.content).toMatch(/- \*\*崔颢\*\* — 唐代诗人崔颢.+ \[\d+\]/);
    expect(note.content).toContain('- 1985年6月，重建的黄鹤楼正式落成。');
    expect(note.content).toContain('## Key sentences');
    expect(note.content).toContain('## Questions to review');
  });

  it('briefing: the first sentence of each section', async () => {
    const note = await generated('briefing');
    for (const opening of [
      'The Wuhan Yangtze River Bridge opened on 15 October 1957.',
      'Work on the bridge began in 1955 with Soviet engineers.',
      'In 2002 the bridge was renovated',
      '1884年，黄鹤楼毁于一场大火。',
    ]) {
      expect(note.content).toContain(opening);
    }
    expect(note.content).not.toContain('Its eight piers');
  });

  it('timeline: the dated sentences of every source, in date order', async () => {
    const note = await generated('timeline');
    const dates = [...note.content.matchAll(/^- \*\*(.+?)\*\*/gm)].map((match) => match[1]);
    expect(dates).toEqual(['1884年', '1955', '15 October 1957', '1985年6月', '2002']);
  });

  it('mind map: a checked tree, notebook → sources → headings → main words, saying it was extracted', async () => {
    const note = await generated('mindMap');
    const map = mindMapSchema.parse(JSON.parse(note.content));
    expect(map.title).toBe('Wuhan');
    expect(map.notice).toContain(NOTICE);
    expect(map.children.map((child) => child.title)).toEqual(['Wuhan Yangtze River Bridge', '黄鹤楼']);
    const bridge = map.children[0]!;
    expect(bridge.children.map((child) => child.title)).toEqual([
      'Wuhan Yangtze River Bridge',
      'Construction',
      'Today',
    ]);
    expect(bridge.children[0]!.children.map((leaf) => leaf.title)).toContain('bridge');
    expect(map.children[1]!.children.map((child) => child.title)).toEqual(['黄鹤楼', '历史']);
    expect(note.citations.length).toBe(2);
  });

  it('speaks the asker’s language, and is rewritten in place when asked again', async () => {
    const before = (await notesIn(notebookId)).filter((note) => note.kind === 'summary');
    const note = await generated('summary', zh, editor);
    expect(note.id).toBe(before[0]!.id);
    expect(note.title).toBe('Summary');
    expect(note.content.startsWith('> 未使用 AI 模型提取')).toBe(true);
    expect(note.createdBy).toMatchObject({ nickname: 'Eddie' });
    expect((await notesIn(notebookId)).filter((row) => row.kind === 'summary')).toHaveLength(1);
  });

  it('uses only the sources asked for', async () => {
    const asked = await call(owner, 'studio/v1/generate', { notebookId, kind: 'briefing', sourceIds: [towerId] });
    const note = await finished(t, owner, notebookId, asked.body.data.id);
    expect(note.content).toContain('黄鹤楼');
    expect(note.content).not.toContain('Yangtze River Bridge');
    expect(new Set(note.citations.map((c: { sourceId: string }) => c.sourceId))).toEqual(new Set([towerId]));
  });

  it('pushes its progress to whoever asked, until it is done', async () => {
    const socket = await openSocket(t.url, { token: owner.token, id: owner.id });
    await socketSettled();
    const asked = await call(owner, 'studio/v1/generate', { notebookId, kind: 'faq' });
    const statuses: string[] = [];
    for (;;) {
      const push = JSON.parse(await socket.next());
      if (push.type !== 'notebookNote' || push.noteId !== asked.body.data.id) continue;
      expect(push).toMatchObject({ notebookId, kind: 'faq' });
      statuses.push(push.status);
      if (push.status === 'done') break;
    }
    expect(statuses[0]).toBe('queued');
    expect(statuses).toContain('running');
    socket.socket.close();
  });
});

describe('asking for a studio note', () => {
  it('is refused to a viewer (403) and to an outsider (404), writing nothing', async () => {
    const before = JSON.stringify(await notesIn(notebookId));
    const refused = await call(viewer, 'studio/v1/generate', { notebookId, kind: 'faq' });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Sorry! You do not have permission to perform this action!');
    expect((await call(outsider, 'studio/v1/generate', { notebookId, kind: 'faq' })).status).toBe(404);
    expect(JSON.stringify(await notesIn(notebookId))).toBe(before);
  });

  it('refuses bad input with a clear message in both languages, writing nothing', async () => {
    const before = JSON.stringify(await notesIn(notebookId));
    expect((await call(owner, 'studio/v1/generate', { notebookId, kind: 'poem' })).status).toBe(400);
    expect((await call(owner, 'studio/v1/generate', { notebookId: 'nope', kind: 'faq' })).status).toBe(404);
    const none = await call(owner, 'studio/v1/generate', { notebookId, kind: 'faq', sourceIds: [] });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('Select at least one learned source first');
    const foreign = await call(owner, 'studio/v1/generate', { notebookId, kind: 'faq', sourceIds: ['nope'] }, zh);
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toBe('请先选择至少一个已学习的来源');
    expect(JSON.stringify(await notesIn(notebookId))).toBe(before);

    const empty = (await call(owner, 'v1/create', { name: 'Empty' })).body.data.id;
    const nothing = await call(owner, 'studio/v1/generate', { notebookId: empty, kind: 'summary' });
    expect(nothing.body.msg).toBe('Select at least one learned source first');
    expect(await notesIn(empty)).toEqual([]);
  });

  it('answers the note as it is while it is still generating; it cannot be edited meanwhile', async () => {
    const [summary] = (await notesIn(notebookId)).filter((note) => note.kind === 'summary');
    await t.app.platform.db
      .update(notebookNotes)
      .set({ status: 'generating', studioRun: 'held' })
      .where(eq(notebookNotes.id, summary!.id));
    const again = await call(owner, 'studio/v1/generate', { notebookId, kind: 'summary' });
    expect(again.body.data).toMatchObject({ id: summary!.id, status: 'generating' });
    const edit = await call(owner, 'note/v1/update', { notebookId, id: summary!.id, content: 'mine' }, zh);
    expect(edit.status).toBe(409);
    expect(edit.body.msg).toBe('该笔记仍在生成中，请在完成后再试');
    expect((await call(owner, 'note/v1/toSource', { notebookId, id: summary!.id })).status).toBe(409);
    await t.app.platform.db.update(notebookNotes).set({ status: 'ready' }).where(eq(notebookNotes.id, summary!.id));
  });

  it('turns a mind map into a source as its outline', async () => {
    const [map] = (await notesIn(notebookId)).filter((note) => note.kind === 'mindMap');
    const added = await call(owner, 'note/v1/toSource', { notebookId, id: map!.id });
    expect(added.body.data.name).toBe('Mind map');
    const detail = (await call(owner, 'source/v1/get', { notebookId, id: added.body.data.id })).body.data;
    expect(detail.payload.body).toMatch(/^# Wuhan\n- Wuhan Yangtze River Bridge\n {2}- Wuhan Yangtze River Bridge/);
  });
});
