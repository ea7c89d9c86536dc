import type { Job } from '@inkstone/contract/jobs';
import type { JobRow } from '../db/tables/jobs.ts';

/** A job row as its owner sees it through the status call. */
export function presentJob(row: JobRow): Job {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    progress: row.progress,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    error: row.lastError,
    result: row.result ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
