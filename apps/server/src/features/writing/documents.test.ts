import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '@inkstone/contract/messages';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { newDoc, newGroup, save, titlesOf, write, zh } from './test-kit.ts';

/** Documents (issue [writing] item 1): create, read, rename, move, save, copy and the list with its search. */
vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  user = await t.createUser();
});
afterAll(() => t.close());

describe('a document', () => {
  it('is created with a trimmed title, its Markdown and its word count, and read back', async () => {
    const doc = await newDoc(t, user, {
      title: '  春天的故事 Spring  ',
      content: '# 春天\n\nThe spring of 2024 来了。',
    });
    expect(doc).toMatchObject({
      title: '春天的故事 Spring',
      content: '# 春天\n\nThe spring of 2024 来了。',
      groupId: null,
      wordCount: 8,
      revision: 0,
      publishedAt: null,
      trashedAt: null,
      purgeAt: null,
    });
    expect(doc.id).toMatch(/^\w+$/);
    expect(doc.createdAt).toBe(doc.updatedAt);
    const read = await write(t, user, 'doc/v1/get', { id: doc.id });
    expect(read.body.data).toEqual(doc);
    const empty = await newDoc(t, user, { title: 'Empty' });
    expect(empty).toMatchObject({ content: '', wordCount: 0 });
  });

  it('is renamed and moved between groups without its revision, and saved with it', async () => {
    const group = await newGroup(t, user, 'Essays');
    const doc = await newDoc(t, user, { content: 'one two' });
    const renamed = await write(t, user, 'doc/v1/update', { id: doc.id, title: ' Renamed ' });
    expect(renamed.body.data).toMatchObject({ title: 'Renamed', revision: 1, versionsKept: 0 });
    expect(renamed.body.data).not.toHaveProperty('content');
    const moved = await write(t, user, 'doc/v1/update', { id: doc.id, groupId: group.id });
    expect(moved.body.data).toMatchObject({ groupId: group.id, revision: 1 });
    const saved = await save(t, user, moved.body.data, 'one two three 四五');
    expect(saved.body.data).toMatchObject({ revision: 2, wordCount: 5, groupId: group.id });
    const back = await write(t, user, 'doc/v1/update', { id: doc.id, groupId: null });
    expect(back.body.data.groupId).toBeNull();
    expect((await write(t, user, 'doc/v1/get', { id: doc.id })).body.data).toMatchObject({
      title: 'Renamed',
      content: 'one two three 四五',
      groupId: null,
      revision: 2,
    });
  });

  it('refuses a stale save in the caller’s language, with the current text, writing nothing', async () => {
    const doc = await newDoc(t, user, { content: 'first' });
    const tabA = await save(t, user, doc, 'tab A wrote this');
    expect(tabA.status).toBe(200);
    const tabB = await save(t, user, doc, 'tab B wrote this');
    expect(tabB.status).toBe(409);
    expect(tabB.body.msg).toBe(formatMessage('en', 'writing.conflict'));
    expect(tabB.body.data).toMatchObject({ id: doc.id, content: 'tab A wrote this', revision: 1 });
    const inChinese = await write(t, user, 'doc/v1/update', { id: doc.id, revision: 0, title: 'B' }, zh);
    expect(inChinese.status).toBe(409);
    expect(inChinese.body.msg).toContain('另一个标签页');
    const now = (await write(t, user, 'doc/v1/get', { id: doc.id })).body.data;
    expect(now).toMatchObject({ content: 'tab A wrote this', title: 'A document', revision: 1 });
    // The revision it answered lets tab A go on saving.
    expect((await save(t, user, tabA.body.data, 'tab A again')).body.data.revision).toBe(2);
  });

  it('lets only one of two simultaneous saves from the same revision through', async () => {
    const doc = await newDoc(t, user, { content: 'start' });
    const answers = await Promise.all(['left', 'right', 'up', 'down'].map((text) => save(t, user, doc, text)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const stored = (await write(t, user, 'doc/v1/get', { id: doc.id })).body.data;
    expect(stored.revision).toBe(1);
    expect(stored.updatedAt).toBe(winner.body.data.updatedAt);
  });

  it('is duplicated into its group, titled as a copy in the caller’s language', async () => {
    const group = await newGroup(t, user);
    const doc = await newDoc(t, user, { title: 'Plan', content: 'Steps 步骤', groupId: group.id });
    const copy = (await write(t, user, 'doc/v1/copy', { id: doc.id })).body.data;
    expect(copy).toMatchObject({ title: 'Plan (copy)', content: 'Steps 步骤', groupId: group.id, wordCount: 3 });
    expect(copy.id).not.toBe(doc.id);
    const zhCopy = (await write(t, user, 'doc/v1/copy', { id: doc.id }, zh)).body.data;
    expect(zhCopy.title).toBe('Plan（副本）');
    // A title at the limit keeps its own words rather than a cut-off suffix.
    const long = await newDoc(t, user, { title: 'x'.repeat(100) });
    expect((await write(t, user, 'doc/v1/copy', { id: long.id })).body.data.title).toBe('x'.repeat(100));
    expect((await write(t, user, 'doc/v1/versions', { id: copy.id })).body.data).toEqual([]);
  });
});

describe('the document list', () => {
  let reader: TestUser;
  beforeAll(async () => {
    reader = await t.createUser();
    const group = await newGroup(t, reader, 'Travel');
    await newDoc(t, reader, { title: 'Kyoto notes', content: 'Temples and TEA ceremonies.', groupId: group.id });
    await newDoc(t, reader, { title: '长江游记', content: '武汉长江大桥很壮观。100% true_story' });
    await newDoc(t, reader, {
      title: 'Recipes',
      content: '## Green tea cake\n\nMix **matcha** with [flour](http://x.y).',
    });
    t.clock.advance(1000);
    await newDoc(t, reader, { title: 'Shopping', content: 'milk, 茶叶, bread, crème brûlée' });
  });

  it('lists newest updated first, with excerpts and paging', async () => {
    const first = (await write(t, reader, 'doc/v1/page', { size: 3 })).body.data;
    expect(first).toMatchObject({ total: 4, current: 1, size: 3, pages: 2 });
    expect(first.records[0].title).toBe('Shopping');
    expect(first.records[0]).not.toHaveProperty('content');
    expect(first.records.find((r: { title: string }) => r.title === 'Recipes').excerpt).toBe(
      'Green tea cake Mix matcha with flour.',
    );
    const second = (await write(t, reader, 'doc/v1/page', { size: 3, current: 2 })).body.data;
    expect(second.records).toHaveLength(1);
    // A save puts the document first.
    const kyoto = first.records.concat(second.records).find((r: { title: string }) => r.title === 'Kyoto notes');
    t.clock.advance(1000);
    await save(t, reader, kyoto, 'Temples, gardens and tea.');
    expect(titlesOf((await write(t, reader, 'doc/v1/page', {})).body.data)[0]).toBe('Kyoto notes');
  });

  it('finds a search value in the title or the content, in any case, in Chinese and English', async () => {
    const find = async (searchValue: string) =>
      titlesOf((await write(t, reader, 'doc/v1/page', { searchValue })).body.data).sort();
    expect(await find('tea')).toEqual(['Kyoto notes', 'Recipes']);
    expect(await find('  KYOTO ')).toEqual(['Kyoto notes']);
    expect(await find('长江')).toEqual(['长江游记']);
    expect(await find('大桥')).toEqual(['长江游记']);
    expect(await find('茶叶')).toEqual(['Shopping']);
    expect(await find('CRÈME BRÛLÉE')).toEqual(['Shopping']);
    expect(await find('100%')).toEqual(['长江游记']);
    expect(await find('%')).toEqual(['长江游记']);
    expect(await find('e_s')).toEqual(['长江游记']);
    expect(await find('nothing like this')).toEqual([]);
    expect(await find('')).toHaveLength(4);
  });

  it('filters by group, and by no group', async () => {
    const groupId = (await write(t, reader, 'group/v1/page', {})).body.data.records[0].id;
    expect(titlesOf((await write(t, reader, 'doc/v1/page', { groupId })).body.data)).toEqual(['Kyoto notes']);
    const loose = titlesOf((await write(t, reader, 'doc/v1/page', { groupId: null })).body.data);
    expect(loose.sort()).toEqual(['Recipes', 'Shopping', '长江游记']);
    const both = await write(t, reader, 'doc/v1/page', { groupId, searchValue: 'recipes' });
    expect(both.body.data.total).toBe(0);
  });

  it('shows nobody else’s documents', async () => {
    const other = await t.createUser();
    expect((await write(t, other, 'doc/v1/page', { searchValue: 'tea' })).body.data).toMatchObject({
      records: [],
      total: 0,
      pages: 1,
    });
  });
});

describe('bad input', () => {
  const expectRefused = async (path: string, body: unknown, key: Parameters<typeof formatMessage>[1], status = 400) => {
    const en = await write(t, user, path, body);
    expect({ status: en.status, msg: en.body.msg }).toEqual({ status, msg: formatMessage('en', key) });
    const inChinese = await write(t, user, path, body, zh);
    expect(inChinese.body.msg).toBe(formatMessage('zh_CN', key));
  };

  it('refuses empty, blank, over-long or missing titles and over-long content, writing nothing', async () => {
    const before = (await write(t, user, 'doc/v1/page', {})).body.data.total;
    await expectRefused('doc/v1/create', { title: '' }, 'writing.titleRequired');
    await expectRefused('doc/v1/create', { title: '   ' }, 'writing.titleRequired');
    await expectRefused('doc/v1/create', {}, 'writing.titleRequired');
    await expectRefused('doc/v1/create', { title: 42 }, 'writing.titleRequired');
    await expectRefused('doc/v1/create', { title: 'x'.repeat(101) }, 'writing.titleTooLong');
    await expectRefused('doc/v1/create', { title: 'ok', content: 'y'.repeat(200_001) }, 'writing.contentTooLong');
    await expectRefused('doc/v1/create', { title: 'ok', content: ['a'] }, 'writing.contentNotText');
    expect((await write(t, user, 'doc/v1/page', {})).body.data.total).toBe(before);
    // At the limits it is taken.
    const big = await newDoc(t, user, { title: '长'.repeat(100), content: '字'.repeat(200_000) });
    expect(big.wordCount).toBe(200_000);
  });

  it('refuses bad saves: no revision with content, a blank title, a bad revision, a missing document', async () => {
    const doc = await newDoc(t, user, { title: 'Keep me', content: 'kept' });
    await expectRefused('doc/v1/update', { id: doc.id, content: 'lost?' }, 'writing.revisionRequired');
    await expectRefused('doc/v1/update', { id: doc.id, title: ' ' }, 'writing.titleRequired');
    await expectRefused('doc/v1/update', { id: doc.id, revision: 'one', content: 'x' }, 'writing.revisionInvalid');
    await expectRefused('doc/v1/update', { id: doc.id, revision: 0.5, content: 'x' }, 'writing.revisionInvalid');
    await expectRefused('doc/v1/update', { id: 'no-such-doc', revision: 0, content: 'x' }, 'writing.docNotFound', 404);
    for (const path of ['doc/v1/get', 'doc/v1/copy', 'doc/v1/del', 'doc/v1/restore', 'doc/v1/versions']) {
      await expectRefused(path, { id: 'no-such-doc' }, 'writing.docNotFound', 404);
    }
    const empty = await write(t, user, 'doc/v1/get', { id: '' });
    expect(empty.status).toBe(400);
    expect((await write(t, user, 'doc/v1/get', { id: doc.id })).body.data).toMatchObject({
      title: 'Keep me',
      content: 'kept',
      revision: 0,
    });
  });

  it('refuses an unknown group, a non-text or over-long search value, and a bad page', async () => {
    await expectRefused('doc/v1/create', { title: 'x', groupId: 'no-such-group' }, 'writing.groupNotFound', 404);
    const doc = await newDoc(t, user);
    await expectRefused('doc/v1/update', { id: doc.id, groupId: 'no-such-group' }, 'writing.groupNotFound', 404);
    await expectRefused('doc/v1/page', { groupId: 'no-such-group' }, 'writing.groupNotFound', 404);
    await expectRefused('doc/v1/page', { searchValue: 12 }, 'writing.searchNotText');
    await expectRefused('doc/v1/page', { searchValue: { $ne: '' } }, 'writing.searchNotText');
    await expectRefused('doc/v1/page', { searchValue: 's'.repeat(201) }, 'writing.searchTooLong');
    for (const body of [{ current: 0 }, { size: 1000 }, { trashed: 'yes' }, { groupId: 5 }]) {
      const answer = await write(t, user, 'doc/v1/page', body);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).not.toBe(formatMessage('en', 'errors.server'));
    }
    const malformed = await fetch(`${t.url}/api/cli/write/doc/v1/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: '{"id":',
    });
    expect(malformed.status).toBe(400);
  });
});
