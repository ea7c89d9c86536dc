import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { newDoc, save, write } from './test-kit.ts';

/**
 * Version history: the autosave keeps the text it replaces at most every 10 minutes (the clock
 * is moved, not waited for), Cmd/Ctrl+S keeps the text it saves, a restore keeps what it
 * replaces, and 50 at most are kept.
 */
vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  user = await t.createUser();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const versions = async (id: string) => (await write(t, user, 'doc/v1/versions', { id })).body.data;
const contents = async (id: string) => {
  const list = await versions(id);
  return Promise.all(
    list.map(async (v: { id: string; reason: string }) => {
      const read = await write(t, user, 'doc/v1/version', { id, versionId: v.id });
      return `${v.reason}:${read.body.data.content}`;
    }),
  );
};

describe('the autosave and versions', () => {
  it('keeps the replaced text at most every 10 minutes, and the saved text on a snapshot', async () => {
    const doc = await newDoc(t, user, { title: 'Essay', content: 'A' });
    let last = (await save(t, user, doc, 'A B')).body.data;
    expect(last.versionsKept).toBe(1);
    // Keystrokes within ten minutes keep nothing more.
    for (const text of ['A B C', 'A B C D', 'A B C D E']) {
      t.clock.advance(2 * MINUTE);
      last = (await save(t, user, last, text)).body.data;
      expect(last.versionsKept).toBe(0);
    }
    expect(await contents(doc.id)).toEqual(['auto:A']);
    // Nine minutes after the first copy: still nothing; past ten, the text being replaced is kept.
    t.clock.advance(3 * MINUTE);
    last = (await save(t, user, last, 'A B C D E 5')).body.data;
    expect(last.versionsKept).toBe(0);
    t.clock.advance(2 * MINUTE);
    last = (await save(t, user, last, 'A B C D E F')).body.data;
    expect(last.versionsKept).toBe(1);
    expect(await contents(doc.id)).toEqual(['auto:A B C D E 5', 'auto:A']);
    // Cmd/Ctrl+S keeps the saved text too; pressed again with nothing new, it keeps nothing.
    last = (await save(t, user, last, 'A B C D E F G', { snapshot: true })).body.data;
    expect(last.versionsKept).toBe(1);
    const again = (await write(t, user, 'doc/v1/update', { id: doc.id, revision: last.revision, snapshot: true })).body
      .data;
    expect(again).toMatchObject({ versionsKept: 0, revision: last.revision });
    expect(await contents(doc.id)).toEqual(['manual:A B C D E F G', 'auto:A B C D E 5', 'auto:A']);
    // A save that changes nothing in the text keeps nothing, even after ten minutes.
    t.clock.advance(11 * MINUTE);
    expect((await save(t, user, last, 'A B C D E F G')).body.data.versionsKept).toBe(0);
  });

  it('lists versions without content and reads one with its title, content and times', async () => {
    const doc = await newDoc(t, user, { title: '初稿', content: '第一版的文字' });
    const saved = (await save(t, user, doc, '第二版')).body.data;
    const [info] = await versions(doc.id);
    expect(info).toMatchObject({ docId: doc.id, title: '初稿', wordCount: 6, reason: 'auto', savedAt: doc.updatedAt });
    expect(info).not.toHaveProperty('content');
    const one = (await write(t, user, 'doc/v1/version', { id: doc.id, versionId: info.id })).body.data;
    expect(one).toEqual({ ...info, content: '第一版的文字' });
    expect(Date.parse(one.createdAt)).toBe(Date.parse(saved.updatedAt));
  });

  it('restores a version, keeping the text it replaces first and moving the revision on', async () => {
    const doc = await newDoc(t, user, { title: 'Story', content: 'Once' });
    const first = (await save(t, user, doc, 'Once upon')).body.data;
    t.clock.advance(11 * MINUTE);
    const second = (await save(t, user, first, 'Once upon a time')).body.data;
    const unsaved = (await write(t, user, 'doc/v1/update', { id: doc.id, revision: second.revision, title: 'Tale' }))
      .body.data;
    const list = await versions(doc.id);
    expect(list.map((v: { reason: string }) => v.reason)).toEqual(['auto', 'auto']);
    const oldest = list.at(-1);
    const restored = await write(t, user, 'doc/v1/versionRestore', { id: doc.id, versionId: oldest.id });
    expect(restored.body.data).toMatchObject({
      title: 'Story',
      content: 'Once',
      wordCount: 1,
      revision: unsaved.revision + 1,
    });
    expect(await contents(doc.id)).toEqual(['restore:Once upon a time', 'auto:Once upon', 'auto:Once']);
    // An editor still on the old revision is told rather than writing over the restored text.
    expect((await save(t, user, unsaved, 'stale tab')).status).toBe(409);
    // Undo the restore from the history.
    const [replaced] = await versions(doc.id);
    await write(t, user, 'doc/v1/versionRestore', { id: doc.id, versionId: replaced.id });
    expect((await write(t, user, 'doc/v1/get', { id: doc.id })).body.data).toMatchObject({
      title: 'Tale',
      content: 'Once upon a time',
    });
  });

  it('keeps at most 50 versions, dropping the oldest', async () => {
    let doc = await newDoc(t, user, { title: 'Many', content: 'v0' });
    for (let i = 1; i <= 55; i++) doc = (await save(t, user, doc, `v${i}`, { snapshot: true })).body.data;
    const list = await versions(doc.id);
    expect(list).toHaveLength(50);
    const newest = await write(t, user, 'doc/v1/version', { id: doc.id, versionId: list[0].id });
    const oldest = await write(t, user, 'doc/v1/version', { id: doc.id, versionId: list.at(-1).id });
    expect([newest.body.data.content, oldest.body.data.content]).toEqual(['v55', 'v6']);
  });

  it('refuses a version of another document, an unknown one, and restoring into the trash', async () => {
    const a = await newDoc(t, user, { content: 'a' });
    await save(t, user, a, 'a2');
    const [version] = await versions(a.id);
    const b = await newDoc(t, user, { content: 'b' });
    for (const versionId of [version.id, '999999999', 'abc', '1.5']) {
      const answer = await write(t, user, 'doc/v1/version', { id: b.id, versionId });
      expect({ status: answer.status, msg: answer.body.msg }).toEqual({
        status: 404,
        msg: 'This version does not exist',
      });
      expect((await write(t, user, 'doc/v1/versionRestore', { id: b.id, versionId })).status).toBe(404);
    }
    expect((await write(t, user, 'doc/v1/get', { id: b.id })).body.data.content).toBe('b');
    await write(t, user, 'doc/v1/del', { id: a.id });
    const inTrash = await write(t, user, 'doc/v1/versionRestore', { id: a.id, versionId: version.id });
    expect({ status: inTrash.status, msg: inTrash.body.msg }).toEqual({
      status: 409,
      msg: 'This document is in the trash: restore it first',
    });
    // Its history is still read from the trash.
    expect(await versions(a.id)).toHaveLength(1);
  });
});
