import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/tables/jobs.ts';

/**
 * Queued jobs whose time has come, by name, and how long the oldest has waited (seconds since its
 * `run_at`). Jobs waiting out a retry's backoff are not due yet and are left out: a backlog is
 * work no worker has picked up, not work scheduled for later. Uses the jobs claim index.
 */
export async function queueBacklog(db: Db): Promise<{ job: string; due: number; oldestSeconds: number }[]> {
  const rows = await db
    .select({
      job: jobs.name,
      due: sql<number>`count(*)::int`,
      oldestSeconds: sql<number>`extract(epoch from now() - min(${jobs.runAt}))::float8`,
    })
    .from(jobs)
    .where(and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)))
    .groupBy(jobs.name);
  // A driver may hand numbers back as strings.
  return rows.map((row) => ({ job: row.job, due: Number(row.due), oldestSeconds: Number(row.oldestSeconds) }));
}
