import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../testing/database.ts';
import { auth, startTestApp, type TestApp } from '../../testing/harness.ts';
import { until } from '../../testing/until.ts';
import { jobs } from '../db/tables/jobs.ts';
import { JobQueue } from './queue.ts';
import { settle } from './testing.ts';
import { json } from '../../testing/json.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { JOB_LEASE_MS: '300' } });
});
afterAll(() => t.close());

describe('the job queue', () => {
  it('runs a job, records its progress and result', async () => {
    const { queue } = t.app.platform;
    queue.register<{ n: number }>('square', async ({ n }, context) => {
      await context.progress(50);
      return { square: n * n };
    });
    const job = await queue.enqueue('square', { n: 7 });
    expect(job.status).toBe('queued');
    const done = await settle(queue, job.id);
    expect(done).toMatchObject({ status: 'done', progress: 100, attempts: 1, result: { square: 49 }, lastError: null });
  });

  it('retries with growing backoff, then ends failed with the reason', async () => {
    const { queue } = t.app.platform;
    const tries: number[] = [];
    const failures: Array<[unknown, string]> = [];
    queue.register(
      'always-fails',
      async () => {
        tries.push(Date.now());
        throw new Error('upstream said no');
      },
      { maxAttempts: 3, backoffMs: 100, onFailed: async (payload, reason) => void failures.push([payload, reason]) },
    );
    const job = await queue.enqueue('always-fails', { task: 'x' });
    const failed = await settle(queue, job.id);
    await until(
      async () => failures.length,
      (count) => count > 0,
    );
    expect(failures).toEqual([[{ task: 'x' }, 'upstream said no']]);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, lastError: 'upstream said no' });
    expect(tries).toHaveLength(3);
    // 100 ms then 200 ms between tries (polling adds a little on top).
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(90);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(190);
  });

  it('succeeds on a later try after a transient failure', async () => {
    const { queue } = t.app.platform;
    let calls = 0;
    queue.register(
      'flaky',
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('blip');
        return 'ok';
      },
      { backoffMs: 10 },
    );
    const done = await settle(queue, (await queue.enqueue('flaky', {})).id);
    expect(done).toMatchObject({ status: 'done', attempts: 2, result: 'ok' });
  });

  it('takes back a job whose worker died (its lease ran out) and runs it again', async () => {
    const { queue, db } = t.app.platform;
    let runs = 0;
    queue.register('orphaned', async () => {
      runs += 1;
      return 'recovered';
    });
    const job = await queue.enqueue('orphaned', {}, { delayMs: 60_000 });
    // As a crashed worker leaves it: running, its lease already over.
    await db
      .update(jobs)
      .set({
        status: 'running',
        attempts: 1,
        lockedBy: 'dead-worker',
        lockedUntil: sql`now() - interval '1 second'`,
        runAt: sql`now()`,
      })
      .where(eq(jobs.id, job.id));
    const done = await settle(queue, job.id);
    expect(done).toMatchObject({ status: 'done', attempts: 2, result: 'recovered' });
    expect(runs).toBe(1);
  });

  it('lets two workers share the jobs without ever running one twice', async () => {
    const { db } = t.app.platform;
    const settings = { pollMs: 20, leaseMs: 5000, concurrency: 4 };
    const workers = [new JobQueue(db, t.app.log, settings), new JobQueue(db, t.app.log, settings)];
    const runs: number[] = [];
    for (const worker of workers) {
      worker.register<{ n: number }>('shared', async ({ n }) => {
        runs.push(n);
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
    }
    const queued = await Promise.all(Array.from({ length: 24 }, (_, n) => workers[0]!.enqueue('shared', { n })));
    workers.forEach((worker) => worker.start());
    try {
      for (const job of queued) {
        expect(await settle(workers[1]!, job.id)).toMatchObject({ status: 'done', attempts: 1 });
      }
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    expect(runs.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, n) => n));
  });

  it("shows a job's status to its owner only", async () => {
    const { queue } = t.app.platform;
    const owner = await t.createUser();
    const stranger = await t.createUser();
    queue.register('owned', async () => 'mine');
    const job = await queue.enqueue('owned', {}, { userId: owner.id });
    await settle(queue, job.id);
    const mine = await fetch(`${t.url}/api/cli/job/v1/get?id=${job.id}`, { headers: auth(owner) });
    expect((await json(mine)).data).toMatchObject({
      id: job.id,
      name: 'owned',
      status: 'done',
      progress: 100,
      result: 'mine',
    });
    const theirs = await fetch(`${t.url}/api/cli/job/v1/get?id=${job.id}`, { headers: auth(stranger) });
    expect(theirs.status).toBe(404);
  });
});

describe('a restart', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(() => store.drop());

  it('keeps queued jobs and runs them when the server comes back', async () => {
    const before = await startTestApp({ store, workers: false });
    before.app.platform.queue.register('survivor', async () => 'ran after restart');
    const job = await before.app.platform.queue.enqueue('survivor', { keep: true });
    await before.close();

    const after = await startTestApp({ store });
    after.app.platform.queue.register('survivor', async (payload: { keep: boolean }) =>
      payload.keep ? 'ran after restart' : 'lost',
    );
    const done = await settle(after.app.platform.queue, job.id);
    expect(done).toMatchObject({ status: 'done', result: 'ran after restart' });
    await after.close();
  });
});
