import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '@inkstone/contract/messages';
import { writingRoutes } from '@inkstone/contract/routes/writing';
import { postJson } from '../../testing/accounts.ts';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import type { Json } from '../../testing/json.ts';
import { newDoc, newGroup, save, write, zh } from './test-kit.ts';

/**
 * Documents and groups are their owner's alone (DESIGN.md §4a): every call made with another
 * user's document, version or group id gets SPEC §6's permission message in the caller's
 * language, and nothing of the owner's changes. Signed out, every call asks for a sign-in.
 */
vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  owner = await t.createUser({ nickname: 'Owner' });
  stranger = await t.createUser({ nickname: 'Stranger' });
});
afterAll(() => t.close());

type Fixture = { doc: Json; trashed: Json; group: Json; versionId: string; mine: Json; myGroup: Json };

async function fixture(): Promise<Fixture> {
  const group = await newGroup(t, owner, 'Private');
  const doc = await newDoc(t, owner, { title: 'Secret', content: 'mine', groupId: group.id });
  await save(t, owner, doc, 'mine, saved');
  const versionId = (await write(t, owner, 'doc/v1/versions', { id: doc.id })).body.data[0].id;
  const trashed = await newDoc(t, owner, { title: 'Binned', content: 'old' });
  await write(t, owner, 'doc/v1/del', { id: trashed.id });
  return {
    doc: (await write(t, owner, 'doc/v1/get', { id: doc.id })).body.data,
    trashed,
    group,
    versionId,
    mine: await newDoc(t, stranger, { title: 'Stranger’s own' }),
    myGroup: await newGroup(t, stranger, 'Stranger’s group'),
  };
}

/** Every call with the owner's ids, as `path` and body; the stranger's own ids where a call needs two. */
const attempts = (f: Fixture): Array<[string, object]> => [
  ['doc/v1/get', { id: f.doc.id }],
  ['doc/v1/update', { id: f.doc.id, revision: f.doc.revision, content: 'overwritten' }],
  ['doc/v1/update', { id: f.doc.id, title: 'Renamed by a stranger' }],
  ['doc/v1/update', { id: f.doc.id, groupId: null }],
  ['doc/v1/update', { id: f.doc.id, groupId: f.myGroup.id }],
  ['doc/v1/update', { id: f.mine.id, groupId: f.group.id }],
  ['doc/v1/update', { id: f.doc.id, revision: f.doc.revision, snapshot: true }],
  ['doc/v1/create', { title: 'In your group', groupId: f.group.id }],
  ['doc/v1/page', { groupId: f.group.id }],
  ['doc/v1/copy', { id: f.doc.id }],
  ['doc/v1/del', { id: f.doc.id }],
  ['doc/v1/restore', { id: f.trashed.id }],
  ['doc/v1/versions', { id: f.doc.id }],
  ['doc/v1/version', { id: f.doc.id, versionId: f.versionId }],
  ['doc/v1/versionRestore', { id: f.doc.id, versionId: f.versionId }],
  ['group/v1/update', { id: f.group.id, name: 'Taken over' }],
  ['group/v1/del', { id: f.group.id }],
];

/** What the owner can see of their things, to compare before and after. */
async function ownersView(f: Fixture) {
  const read = async (path: string, body: object) => (await write(t, owner, path, body)).body.data;
  return {
    doc: await read('doc/v1/get', { id: f.doc.id }),
    trashed: await read('doc/v1/get', { id: f.trashed.id }),
    versions: await read('doc/v1/versions', { id: f.doc.id }),
    groups: await read('group/v1/page', {}),
    docs: await read('doc/v1/page', {}),
    trash: await read('doc/v1/page', { trashed: true }),
  };
}

describe('another user’s documents and groups', () => {
  it('are refused on every call with the permission message, and nothing is written', async () => {
    const f = await fixture();
    const before = await ownersView(f);
    const strangerDocs = (await write(t, stranger, 'doc/v1/page', {})).body.data.total;
    const answers: Record<string, string> = {};
    for (const [path, body] of attempts(f)) {
      const en = await write(t, stranger, path, body);
      const inChinese = await write(t, stranger, path, body, zh);
      answers[`${path} ${JSON.stringify(body)}`] = `${en.status} ${en.body.msg} / ${inChinese.body.msg}`;
    }
    const refused = `403 ${formatMessage('en', 'errors.forbidden')} / ${formatMessage('zh_CN', 'errors.forbidden')}`;
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((key) => [key, refused])));
    expect(await ownersView(f)).toEqual(before);
    expect((await write(t, stranger, 'doc/v1/page', {})).body.data.total).toBe(strangerDocs);
    expect((await write(t, stranger, 'doc/v1/get', { id: f.mine.id })).body.data.groupId).toBeNull();
    // A version is named within its document: the owner's version id under the stranger's own
    // document is no version of it, as an unknown id would be (nothing about the owner's shows).
    for (const path of ['doc/v1/version', 'doc/v1/versionRestore']) {
      const answer = await write(t, stranger, path, { id: f.mine.id, versionId: f.versionId });
      expect([answer.status, answer.body.msg]).toEqual([404, formatMessage('en', 'writing.versionNotFound')]);
    }
    expect(await ownersView(f)).toEqual(before);
  });

  it('never show up in the stranger’s lists or searches', async () => {
    const f = await fixture();
    const search = await write(t, stranger, 'doc/v1/page', { searchValue: 'Secret' });
    expect(search.body.data.total).toBe(0);
    const trash = await write(t, stranger, 'doc/v1/page', { trashed: true });
    expect(trash.body.data.records.map((r: { id: string }) => r.id)).not.toContain(f.trashed.id);
    const groups = await write(t, stranger, 'group/v1/page', {});
    expect(groups.body.data.records.map((g: { id: string }) => g.id)).not.toContain(f.group.id);
  });

  it('ask a signed-out caller to sign in on every call', async () => {
    const f = await fixture();
    for (const route of Object.values(writingRoutes)) {
      const answer = await postJson(t, `/api/${route.path}`, { id: f.doc.id, title: 'x', name: 'x' });
      expect([route.path, answer.status, answer.body.msg]).toEqual([route.path, 401, 'please log in first']);
    }
    expect((await ownersView(f)).doc.title).toBe('Secret');
  });
});
