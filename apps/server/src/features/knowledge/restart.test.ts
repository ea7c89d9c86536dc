import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../platform/db/tables/jobs.ts';
import type { TestStore } from '../../testing/database.ts';
import { useFreshStores } from '../../testing/fresh-stores.ts';
import { startTestApp } from '../../testing/harness.ts';
import { addSource, settled } from './test-kit.ts';
import { knowledgeSources } from './tables.ts';

/**
 * A restart never leaves a source "learning": a queued source is learned by the next server, a
 * worker killed mid-way hands its job on through `retrying`, a source whose job was lost is
 * queued again, and a job out of tries ends the source `failed` with a reason.
 */
const { fresh: freshStore } = useFreshStores();
const TEXT = { kind: 'text', title: 'Opening hours', body: 'The library opens at nine and closes at six.' };

/** A server that stored a source and died: no worker ever ran. */
async function storedSource(store: TestStore) {
  const first = await startTestApp({ store, workers: false });
  const user = await first.createUser();
  const id = (await addSource(first, user, TEXT)).body.data.id as string;
  const { db } = first.app.platform;
  return { first, user, id, db };
}

describe('after a restart', () => {
  it('learns a source that was queued while no worker ran', async () => {
    const store = await freshStore();
    const { first, user, id } = await storedSource(store);
    await first.close();
    const second = await startTestApp({ store });
    expect((await settled(second, user, id)).state).toBe('learned');
    await second.close();
  });

  it('takes over a source whose worker died mid-way: interrupted, tried again, learned', async () => {
    const store = await freshStore();
    const { first, user, id, db } = await storedSource(store);
    // What a worker that took the job and died leaves behind: the source learning, the job
    // running under a lease that has run out.
    await db.update(knowledgeSources).set({ status: 'learning', attempts: 1 }).where(eq(knowledgeSources.id, id));
    await db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() - interval '1 minute'` })
      .where(sql`${jobs.payload}->>'sourceId' = ${id}`);
    await first.close();

    const second = await startTestApp({ store });
    const view = await settled(second, user, id);
    expect(view.state).toBe('learned');
    const [row] = await second.app.platform.db.select().from(knowledgeSources).where(eq(knowledgeSources.id, id));
    expect(row!.attempts).toBe(2);
    // The interruption was recorded on the way; learning cleared it.
    expect(view.reason).toBeNull();
    await second.close();
  });

  it('queues again a source left learning with no job at all', async () => {
    const store = await freshStore();
    const { first, user, id, db } = await storedSource(store);
    await db.delete(jobs).where(sql`${jobs.payload}->>'sourceId' = ${id}`);
    await db
      .update(knowledgeSources)
      .set({ status: 'learning', updatedAt: sql`now() - interval '5 minutes'` })
      .where(eq(knowledgeSources.id, id));
    await first.close();

    const second = await startTestApp({ store });
    expect((await settled(second, user, id)).state).toBe('learned');
    await second.close();
  });

  it('fails a source whose job ran out of tries while its server was down, with a reason', async () => {
    const store = await freshStore();
    const { first, user, id, db } = await storedSource(store);
    await db.update(knowledgeSources).set({ status: 'learning' }).where(eq(knowledgeSources.id, id));
    await db
      .update(jobs)
      .set({ status: 'running', attempts: 3, lockedUntil: sql`now() - interval '1 minute'` })
      .where(sql`${jobs.payload}->>'sourceId' = ${id}`);
    await first.close();

    const second = await startTestApp({ store });
    const view = await settled(second, user, id);
    expect(view.state).toBe('failed');
    expect(view.reason).toMatch(/^Learning failed: /);
    await second.close();
  });
});
