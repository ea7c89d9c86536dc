import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '@inkstone/contract/messages';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { newDoc, newGroup, write, zh } from './test-kit.ts';

/** Groups of the document list: create, rename, list with counts, delete (documents move to no group). */
vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  user = await t.createUser();
});
afterAll(() => t.close());

const groups = async (body: object = {}) => (await write(t, user, 'group/v1/page', body)).body.data;

describe('groups', () => {
  it('are created, renamed and listed oldest first with their documents outside the trash', async () => {
    const work = await newGroup(t, user, '  工作  ');
    expect(work).toMatchObject({ name: '工作', docCount: 0 });
    t.clock.advance(1000);
    const home = await newGroup(t, user, 'Home');
    await newDoc(t, user, { groupId: work.id });
    await newDoc(t, user, { groupId: work.id });
    const trashed = await newDoc(t, user, { groupId: work.id });
    await write(t, user, 'doc/v1/del', { id: trashed.id });
    await newDoc(t, user);
    const renamed = await write(t, user, 'group/v1/update', { id: home.id, name: 'Family' });
    expect(renamed.body.data).toMatchObject({ id: home.id, name: 'Family', docCount: 0 });
    const listed = await groups();
    expect(listed).toMatchObject({ total: 2, current: 1, pages: 1 });
    expect(listed.records.map((g: { name: string; docCount: number }) => [g.name, g.docCount])).toEqual([
      ['工作', 2],
      ['Family', 0],
    ]);
    const paged = await groups({ size: 1, current: 2 });
    expect(paged).toMatchObject({ total: 2, pages: 2, records: [{ name: 'Family' }] });
  });

  it('when deleted, move their documents (trashed ones too) to no group, deleting none', async () => {
    const group = await newGroup(t, user, 'Temporary');
    const a = await newDoc(t, user, { title: 'In group', groupId: group.id });
    const b = await newDoc(t, user, { title: 'Trashed in group', groupId: group.id });
    await write(t, user, 'doc/v1/del', { id: b.id });
    expect((await write(t, user, 'group/v1/del', { id: group.id })).body.data).toBe(true);
    expect((await groups()).records.map((g: { id: string }) => g.id)).not.toContain(group.id);
    expect((await write(t, user, 'doc/v1/get', { id: a.id })).body.data).toMatchObject({ groupId: null, revision: 0 });
    const restored = await write(t, user, 'doc/v1/restore', { id: b.id });
    expect(restored.body.data.groupId).toBeNull();
    const again = await write(t, user, 'group/v1/del', { id: group.id });
    expect({ status: again.status, msg: again.body.msg }).toEqual({ status: 404, msg: 'This group does not exist' });
    // A document cannot be put into a deleted group.
    expect((await write(t, user, 'doc/v1/update', { id: a.id, groupId: group.id })).status).toBe(404);
  });

  it('refuse empty, blank, missing or over-long names in both languages', async () => {
    const before = (await groups()).total;
    const group = await newGroup(t, user, 'Named');
    for (const [path, extra] of [
      ['group/v1/create', {}],
      ['group/v1/update', { id: group.id }],
    ] as const) {
      for (const [name, key] of [
        ['', 'writing.groupNameRequired'],
        ['   ', 'writing.groupNameRequired'],
        [undefined, 'writing.groupNameRequired'],
        [7, 'writing.groupNameRequired'],
        ['n'.repeat(101), 'writing.groupNameTooLong'],
      ] as const) {
        const en = await write(t, user, path, { ...extra, name });
        expect({ status: en.status, msg: en.body.msg }).toEqual({ status: 400, msg: formatMessage('en', key) });
        const inChinese = await write(t, user, path, { ...extra, name }, zh);
        expect(inChinese.body.msg).toBe(formatMessage('zh_CN', key));
      }
    }
    expect((await groups()).total).toBe(before + 1);
    expect((await groups()).records.find((g: { id: string }) => g.id === group.id).name).toBe('Named');
    expect((await write(t, user, 'group/v1/update', { id: 'nope', name: 'x' })).status).toBe(404);
    expect((await write(t, user, 'group/v1/page', { size: 0 })).status).toBe(400);
  });
});
