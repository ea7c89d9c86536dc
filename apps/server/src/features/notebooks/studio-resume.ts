import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { rows } from '../../platform/db/migrate.ts';
import { jobs } from '../../platform/db/tables/jobs.ts';
import type { Platform } from '../../platform/platform.ts';
import { notebookNotes } from './note-tables.ts';
import { studioJob } from './studio-job.ts';

/** How long a note must have been generating before a missing job counts as lost (a request may be mid-way). */
export const LOST_STUDIO_GRACE_MS = 60_000;

/**
 * Queues again every studio note left `generating` with no job to write it (a server that
 * stopped between storing the note and queueing its job). Run at start; jobs still queued or
 * running are theirs, and a job that ran out of tries already failed its note.
 */
export async function resumeLostStudioNotes(
  platform: Pick<Platform, 'db' | 'queue'>,
  log: FastifyBaseLogger,
  graceMs = LOST_STUDIO_GRACE_MS,
): Promise<number> {
  const lost = rows<{ id: string; studio_run: string; created_by: number | null }>(
    await platform.db.execute(sql`
      select n.id, n.studio_run, n.created_by from ${notebookNotes} n
      where n.status = 'generating' and n.studio_run is not null
        and n.updated_at < now() - ${`${graceMs} milliseconds`}::interval
        and not exists (
          select 1 from ${jobs} j
          where j.name = ${studioJob.name} and j.status in ('queued', 'running') and j.payload->>'noteId' = n.id
        )
    `),
  );
  for (const note of lost) {
    const userId = note.created_by === null ? null : Number(note.created_by);
    await studioJob.enqueue(platform.queue, { noteId: note.id, run: note.studio_run }, { userId });
  }
  if (lost.length) log.warn({ notes: lost.length }, 'queued studio notes whose job was lost');
  return lost.length;
}
