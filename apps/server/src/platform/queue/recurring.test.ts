import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../testing/harness.ts';
import { until } from '../../testing/until.ts';
import { jobs } from '../db/tables/jobs.ts';
import { defineJob } from './define-job.ts';
import { JobQueue } from './queue.ts';

/**
 * A recurring job runs once per period however many instances offer it: each offers the
 * period's run under the same id, and the first offer wins.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

describe('a recurring job', () => {
  it('runs once per period, whichever instances offer it', async () => {
    const slots: string[] = [];
    const tick = defineJob({
      name: 'test.tick',
      payload: z.object({ slot: z.string() }),
      retries: 0,
      backoff: { delayMs: 10 },
      every: HOUR,
      perform: async ({ slot }) => void slots.push(slot),
    });
    const { queue, db } = t.app.platform;
    // A second instance on the same database: it offers runs but does not work them here.
    const other = new JobQueue(db, t.app.log, { pollMs: 1000, leaseMs: 1000, concurrency: 1 });
    tick.register(queue, undefined);
    tick.register(other, undefined);

    const at = new Date('2020-01-01T10:20:00Z');
    await Promise.all([queue.offerRecurring(at), other.offerRecurring(at), queue.offerRecurring(at)]);
    await until(
      async () => slots.length,
      (count) => count > 0,
    );
    await queue.offerRecurring(new Date('2020-01-01T10:59:59Z'));
    await queue.offerRecurring(new Date('2020-01-01T11:00:01Z'));
    await until(
      async () => slots.length,
      (count) => count > 2,
    );
    await queue.poll();
    // Registered on a running queue, it also offered the current hour's run at once.
    const current = new Date(Math.floor(Date.now() / HOUR) * HOUR).toISOString();
    expect(slots.sort()).toEqual(['2020-01-01T10:00:00.000Z', '2020-01-01T11:00:00.000Z', current]);
    const rows = await db.select().from(jobs).where(like(jobs.name, 'test.tick'));
    expect(rows.map((row) => row.id).sort()).toEqual([
      'test.tick@2020-01-01T10:00:00.000Z',
      'test.tick@2020-01-01T11:00:00.000Z',
      `test.tick@${current}`,
    ]);
  });

  it('must be registered before it repeats', () => {
    const { queue } = t.app.platform;
    expect(() => queue.repeat('test.unknown', HOUR)).toThrow(/No job handler/);
  });
});
