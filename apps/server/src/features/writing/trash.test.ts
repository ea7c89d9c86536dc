import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '@inkstone/contract/messages';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { settle } from '../../platform/queue/testing.ts';
import { PURGE_EVERY_MS } from './purge-job.ts';
import { documentById } from './store.ts';
import { newDoc, newGroup, save, titlesOf, write, zh } from './test-kit.ts';
import { versionsOf } from './version-store.ts';

/** The trash: deleting moves a document there for 30 days (the clock is moved), then a job purges it. */
vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  user = await t.createUser();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
const page = async (body: object = {}) => (await write(t, user, 'doc/v1/page', body)).body.data;

/** Runs the hourly purge as its run at the clock's present hour would, and waits for it. */
async function purge() {
  const at = t.clock.now();
  const slot = new Date(Math.floor(at.getTime() / PURGE_EVERY_MS) * PURGE_EVERY_MS).toISOString();
  await t.app.platform.queue.offerRecurring(at);
  const job = await settle(t.app.platform.queue, `writing.purgeTrash@${slot}`);
  expect(job?.status).toBe('done');
}

describe('the trash', () => {
  it('takes a deleted document out of the list into the trash, and restores it', async () => {
    const group = await newGroup(t, user, 'Poems');
    const doc = await newDoc(t, user, { title: 'Ode', content: 'Sing, 缪斯', groupId: group.id });
    const trashed = (await write(t, user, 'doc/v1/del', { id: doc.id })).body.data;
    expect(Date.parse(trashed.purgeAt) - Date.parse(trashed.trashedAt)).toBe(30 * DAY);
    expect(trashed.updatedAt).toBe(doc.updatedAt);
    expect(titlesOf(await page())).not.toContain('Ode');
    const trash = await page({ trashed: true });
    expect(trash.records).toEqual([expect.objectContaining({ id: doc.id, trashedAt: trashed.trashedAt })]);
    expect(titlesOf(await page({ trashed: true, searchValue: '缪斯' }))).toEqual(['Ode']);
    // Deleting again changes nothing; it is still read, but not changed, copied or saved.
    expect((await write(t, user, 'doc/v1/del', { id: doc.id })).body.data.trashedAt).toBe(trashed.trashedAt);
    expect((await write(t, user, 'doc/v1/get', { id: doc.id })).body.data.content).toBe('Sing, 缪斯');
    for (const [path, body] of [
      ['doc/v1/update', { id: doc.id, revision: 0, content: 'changed' }],
      ['doc/v1/update', { id: doc.id, title: 'changed' }],
      ['doc/v1/copy', { id: doc.id }],
    ] as const) {
      const refused = await write(t, user, path, body, zh);
      expect({ status: refused.status, msg: refused.body.msg }).toEqual({
        status: 409,
        msg: formatMessage('zh_CN', 'writing.inTrash'),
      });
    }
    const restored = (await write(t, user, 'doc/v1/restore', { id: doc.id })).body.data;
    expect(restored).toMatchObject({ trashedAt: null, purgeAt: null, groupId: group.id, title: 'Ode' });
    expect(titlesOf(await page())).toContain('Ode');
    expect((await page({ trashed: true })).total).toBe(0);
    const again = await write(t, user, 'doc/v1/restore', { id: doc.id });
    expect({ status: again.status, msg: again.body.msg }).toEqual({
      status: 409,
      msg: 'This document is not in the trash',
    });
  });

  it('keeps a document restorable for 30 days, then it is gone and the job purges it with its versions', async () => {
    const kept = await newDoc(t, user, { title: 'Kept', content: 'one' });
    const lost = await newDoc(t, user, { title: 'Lost', content: 'one' });
    await save(t, user, lost, 'two');
    expect(await versionsOf(t.app.platform.db, lost.id)).toHaveLength(1);
    await write(t, user, 'doc/v1/del', { id: kept.id });
    await write(t, user, 'doc/v1/del', { id: lost.id });
    t.clock.advance(29 * DAY);
    await purge();
    expect(titlesOf(await page({ trashed: true })).sort()).toEqual(['Kept', 'Lost']);
    expect((await write(t, user, 'doc/v1/restore', { id: kept.id })).status).toBe(200);

    t.clock.advance(1 * DAY + 60_000);
    // Past 30 days it is gone at once, before the job has run.
    expect((await page({ trashed: true })).total).toBe(0);
    const gone = await write(t, user, 'doc/v1/restore', { id: lost.id });
    expect({ status: gone.status, msg: gone.body.msg }).toEqual({ status: 404, msg: 'This document does not exist' });
    expect((await write(t, user, 'doc/v1/get', { id: lost.id })).status).toBe(404);
    expect(await documentById(t.app.platform.db, lost.id)).not.toBeNull();

    await purge();
    expect(await documentById(t.app.platform.db, lost.id)).toBeNull();
    expect(await versionsOf(t.app.platform.db, lost.id)).toEqual([]);
    // The restored one and documents never deleted stay.
    expect((await write(t, user, 'doc/v1/get', { id: kept.id })).body.data.title).toBe('Kept');
  });
});
