import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../testing/harness.ts';
import { until } from '../../testing/until.ts';
import { jobs } from '../db/tables/jobs.ts';
import { defineJob } from './define-job.ts';
import { settle } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const greeting = z.object({ name: z.string().min(1) });

describe('a typed job', () => {
  it('runs with its payload as declared, for the user it works for', async () => {
    const greet = defineJob({
      name: 'typed.greet',
      payload: greeting,
      retries: 0,
      backoff: { delayMs: 10 },
      perform: async ({ name }, context, deps: { punctuation: string }) => `hello ${name}${deps.punctuation}`,
    });
    greet.register(t.app.platform.queue, { punctuation: '!' });
    const user = await t.createUser();
    const job = await greet.enqueue(t.app.platform.queue, { name: 'Ada' }, { userId: user.id });
    expect(job).toMatchObject({ name: 'typed.greet', userId: user.id, maxAttempts: 1, backoffMs: 10 });
    expect(await settle(t.app.platform.queue, job.id)).toMatchObject({ status: 'done', result: 'hello Ada!' });
  });

  it('refuses a bad payload at enqueue, queueing nothing', async () => {
    const greet = defineJob({
      name: 'typed.refused',
      payload: greeting,
      retries: 0,
      backoff: { delayMs: 10 },
      perform: async () => 'ran',
    });
    greet.register(t.app.platform.queue);
    const before = await t.app.platform.db.select().from(jobs).where(eq(jobs.name, 'typed.refused'));
    // A caller outside the type system (a cast, an `any`) is still stopped by the schema.
    await expect(greet.enqueue(t.app.platform.queue, { name: '' })).rejects.toThrow(/typed\.refused.*bad payload/s);
    await expect(greet.enqueue(t.app.platform.queue, { nom: 'Ada' } as never)).rejects.toThrow(/bad payload/);
    expect(await t.app.platform.db.select().from(jobs).where(eq(jobs.name, 'typed.refused'))).toEqual(before);
  });

  it('retries a failing job with growing backoff, then calls onFailed once with the reason', async () => {
    const tries: number[] = [];
    const failures: Array<{ payload: unknown; reason: string; attempts: number }> = [];
    const flaky = defineJob({
      name: 'typed.always-fails',
      payload: greeting,
      retries: 2,
      backoff: { delayMs: 100 },
      perform: async () => {
        tries.push(Date.now());
        throw new Error('upstream said no');
      },
      onFailed: async (payload, { reason, job }) => void failures.push({ payload, reason, attempts: job.attempts }),
    });
    flaky.register(t.app.platform.queue);
    const job = await flaky.enqueue(t.app.platform.queue, { name: 'Ada' });
    const failed = await settle(t.app.platform.queue, job.id);
    await until(
      async () => failures.length,
      (count) => count > 0,
    );
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, lastError: 'upstream said no' });
    expect(tries).toHaveLength(3);
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(90);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(190);
    // Once, whatever else the queue does afterwards.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(failures).toEqual([{ payload: { name: 'Ada' }, reason: 'upstream said no', attempts: 3 }]);
  });

  it('ends a job whose stored payload no longer reads at once, without retrying it', async () => {
    let runs = 0;
    const strict = defineJob({
      name: 'typed.unreadable',
      payload: greeting,
      retries: 3,
      backoff: { delayMs: 10 },
      perform: async () => void (runs += 1),
    });
    strict.register(t.app.platform.queue);
    // As an older release might have left it, under the same name.
    const job = await t.app.platform.queue.enqueue('typed.unreadable', { who: 'Ada' });
    const failed = await settle(t.app.platform.queue, job.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed?.lastError).toMatch(/bad payload/);
    expect(runs).toBe(0);
  });
});
