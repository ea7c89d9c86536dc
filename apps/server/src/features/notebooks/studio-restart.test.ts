import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../platform/db/tables/jobs.ts';
import type { TestStore } from '../../testing/database.ts';
import { useFreshStores } from '../../testing/fresh-stores.ts';
import { startTestApp } from '../../testing/harness.ts';
import { settled } from '../knowledge/test-kit.ts';
import { notebookNotes } from './note-tables.ts';
import { BRIDGE, call, finished, notebookWith } from './test-kit.ts';

/**
 * A restart never leaves a studio note "generating": a note asked for while no worker ran is
 * written by the next server, a worker killed mid-way hands its job on, a note whose job was
 * lost is queued again, and a job out of tries fails the note with a reason.
 */
const { fresh: freshStore } = useFreshStores();

/** A server that learned a source, was asked for a summary and died before any worker took it. */
async function askedSummary(store: TestStore) {
  const first = await startTestApp({ store });
  const user = await first.createUser();
  const { notebookId, sourceIds } = await notebookWith(first, user, 'Bridges', [BRIDGE]);
  await settled(first, user, sourceIds[0]!);
  await first.app.platform.queue.stop();
  const asked = await call(first, user, 'studio/v1/generate', { notebookId, kind: 'summary' });
  expect(asked.body.data.status).toBe('generating');
  return { first, user, notebookId, noteId: asked.body.data.id as string, db: first.app.platform.db };
}

const jobOf = (noteId: string) => sql`${jobs.payload}->>'noteId' = ${noteId}`;

describe('a studio note after a restart', () => {
  it('is written when it was asked for while no worker ran', async () => {
    const store = await freshStore();
    const { first, user, notebookId, noteId } = await askedSummary(store);
    await first.close();
    const second = await startTestApp({ store });
    const note = await finished(second, user, notebookId, noteId);
    expect(note.status).toBe('ready');
    expect(note.content).toContain('opened on 15 October 1957');
    await second.close();
  });

  it('is taken over when its worker died mid-way', async () => {
    const store = await freshStore();
    const { first, user, notebookId, noteId, db } = await askedSummary(store);
    await db.update(notebookNotes).set({ progress: 40 }).where(eq(notebookNotes.id, noteId));
    await db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() - interval '1 minute'` })
      .where(jobOf(noteId));
    await first.close();
    const second = await startTestApp({ store });
    expect((await finished(second, user, notebookId, noteId)).status).toBe('ready');
    await second.close();
  });

  it('is queued again when its job was lost', async () => {
    const store = await freshStore();
    const { first, user, notebookId, noteId, db } = await askedSummary(store);
    await db.delete(jobs).where(jobOf(noteId));
    await db
      .update(notebookNotes)
      .set({ updatedAt: sql`now() - interval '5 minutes'` })
      .where(eq(notebookNotes.id, noteId));
    await first.close();
    const second = await startTestApp({ store });
    expect((await finished(second, user, notebookId, noteId)).status).toBe('ready');
    await second.close();
  });

  it('fails with a reason when its job ran out of tries while the server was down', async () => {
    const store = await freshStore();
    const { first, user, notebookId, noteId, db } = await askedSummary(store);
    await db
      .update(jobs)
      .set({ status: 'running', attempts: 2, lockedUntil: sql`now() - interval '1 minute'` })
      .where(jobOf(noteId));
    await first.close();
    const second = await startTestApp({ store });
    const note = await finished(second, user, notebookId, noteId);
    expect(note.status).toBe('failed');
    expect(note.error).toMatch(/^Generating failed: /);
    await second.close();
  });
});
