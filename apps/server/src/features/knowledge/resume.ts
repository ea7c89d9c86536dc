import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Platform } from '../../platform/platform.ts';
import { rows } from '../../platform/db/migrate.ts';
import { jobs } from '../../platform/db/tables/jobs.ts';
import { learnJob } from './learn-job.ts';
import { transitionSource } from './sources-store.ts';
import { knowledgeSources } from './tables.ts';

/** How long a source must have waited before a missing job counts as lost (an add may be mid-way). */
export const LOST_JOB_GRACE_MS = 60_000;

/**
 * Queues again every source that waits for learning but has no job to do it: a server that
 * stopped between storing a source and queueing its job, or a job that ended without moving
 * the source. Run at start, before the queue resumes; jobs still queued or running are theirs.
 */
export async function resumeLostSources(
  platform: Pick<Platform, 'db' | 'queue'>,
  log: FastifyBaseLogger,
  graceMs = LOST_JOB_GRACE_MS,
): Promise<number> {
  const lost = rows<{ id: string; user_id: number; status: string }>(
    await platform.db.execute(sql`
      select s.id, s.user_id, s.status from ${knowledgeSources} s
      where s.status in ('pending', 'queued', 'retrying', 'learning', 'relearning', 'toRelearn')
        and s.updated_at < now() - ${`${graceMs} milliseconds`}::interval
        and not exists (
          select 1 from ${jobs} j
          where j.name = ${learnJob.name} and j.status in ('queued', 'running') and j.payload->>'sourceId' = s.id
        )
    `),
  );
  for (const source of lost) {
    if (source.status === 'pending') await transitionSource(platform.db, source.id, 'queued');
    await learnJob.enqueue(platform.queue, { sourceId: source.id }, { userId: Number(source.user_id) });
  }
  if (lost.length) log.warn({ sources: lost.length }, 'queued knowledge sources whose learning job was lost');
  return lost.length;
}
