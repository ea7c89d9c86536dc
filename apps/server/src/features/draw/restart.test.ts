import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../platform/db/tables/jobs.ts';
import { rows } from '../../platform/db/migrate.ts';
import { useFreshStores } from '../../testing/fresh-stores.ts';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { openSocket, settled as socketSettled } from '../../testing/socket.ts';
import { imagine, picture, settled } from './test-kit.ts';

/**
 * A restart never leaves a drawing "in progress": the queue's lease hands a running job to the
 * next server, which draws it again from the stored seed; a job out of tries, or a task whose
 * job is gone, ends '02' and is refunded.
 */
const { fresh: freshStore } = useFreshStores();
const base = { JOB_LEASE_MS: '300', FREE_DRAW_DAILY_LIMIT: '10' };
const counted = async (t: TestApp, user: TestUser) =>
  rows<{ n: number }>(
    await t.app.platform.db.execute(
      sql`select coalesce(sum(count), 0)::int as n from usage where user_id = ${user.id} and kind = 'drawing'`,
    ),
  )[0]!.n;

describe('a restart', () => {
  it('finishes a task that was queued while no worker ran', async () => {
    const store = await freshStore();
    const first = await startTestApp({ store, workers: false, env: { ...base, DRAW_OFFLINE_STEP_MS: '0' } });
    const user = await first.createUser();
    const id = (await imagine(first, user, { prompt: 'a windmill --ar 4:3 --q .25' })).body.data;
    await first.close();

    const second = await startTestApp({ store, env: { ...base, DRAW_OFFLINE_STEP_MS: '0' } });
    const record = await settled(second, user, id);
    expect(record.code).toBe('00');
    const image = await picture(second, record.url);
    expect(image.width / image.height).toBeCloseTo(4 / 3, 1);
    await second.close();
  });

  it('draws again a task cut off mid-way, once its lease lapses', async () => {
    const store = await freshStore();
    // Each progress step takes 20 s here: the task is certainly mid-way when the server stops.
    const first = await startTestApp({
      store,
      env: { ...base, DRAW_OFFLINE_STEP_MS: '20000', SHUTDOWN_TIMEOUT_MS: '2000' },
    });
    const user = await first.createUser();
    const socket = await openSocket(first.url, { token: user.token, id: user.id });
    await socketSettled();
    const id = (await imagine(first, user, { prompt: 'a lighthouse at night --q .25' })).body.data;
    expect(JSON.parse(await socket.next())).toMatchObject({ mjTaskId: id, code: '01', progress: 0 });
    socket.socket.close();
    await first.close();

    const second = await startTestApp({ store, env: { ...base, DRAW_OFFLINE_STEP_MS: '0' } });
    const [job] = await second.app.platform.db.select().from(jobs).where(eq(jobs.userId, user.id));
    expect(job).toMatchObject({ status: 'running' });
    const record = await settled(second, user, id);
    expect(record).toMatchObject({ code: '00', progress: 100 });
    // The job is marked done after its handler has settled the record: wait for that commit.
    const jobOf = async () => (await second.app.platform.db.select().from(jobs).where(eq(jobs.userId, user.id)))[0];
    await expect.poll(jobOf, { timeout: 10_000 }).toMatchObject({ status: 'done', attempts: 2 });
    expect(await counted(second, user)).toBe(1);
    await second.close();
  });

  it('fails and refunds a task whose job ran out of tries, rather than leaving it stuck', async () => {
    const store = await freshStore();
    const first = await startTestApp({ store, workers: false, env: base });
    const user = await first.createUser();
    const id = (await imagine(first, user, { prompt: 'a doomed drawing' })).body.data;
    expect(await counted(first, user)).toBe(1);
    // As a server that crashed during the last try leaves it: running, out of tries, lease over.
    await first.app.platform.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.maxAttempts}`,
        lockedBy: 'dead-worker',
        lockedUntil: new Date(Date.now() - 1000),
      })
      .where(eq(jobs.userId, user.id));
    await first.close();

    const second = await startTestApp({ store, env: base });
    const record = await settled(second, user, id);
    expect(record).toMatchObject({
      code: '02',
      failReason: 'generation failed, please try again',
      reponse: 'generation failed, please try again',
    });
    expect(await counted(second, user)).toBe(0);
    await second.close();
  });

  it('fails a running task whose job was never queued (the server stopped in between)', async () => {
    const store = await freshStore();
    const first = await startTestApp({ store, workers: false, env: base });
    const user = await first.createUser();
    const id = (await imagine(first, user, { prompt: 'an orphan' })).body.data;
    const { db } = first.app.platform;
    await db.delete(jobs).where(eq(jobs.userId, user.id));
    await db.execute(sql`update draw_tasks set created_at = now() - interval '5 minutes' where id = ${id}`);
    await first.close();

    const second = await startTestApp({ store, env: base });
    expect(await settled(second, user, id)).toMatchObject({ code: '02' });
    expect(await counted(second, user)).toBe(0);
    await second.close();
  });
});
