import type { FastifyInstance } from 'fastify';
import type { Job } from '@inkstone/contract/jobs';
import { jobRoutes as table } from '@inkstone/contract/routes/jobs';
import { authorize, ownedBy } from '../access/authorize.ts';
import type { JobRow } from '../db/tables/jobs.ts';
import { notFound } from '../http/errors.ts';
import { serve } from '../http/serve.ts';

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

/** A user may read the status of their own background jobs only. */
export async function jobRoutes(app: FastifyInstance) {
  serve(app, table.get, async (request) => {
    const row = await app.platform.queue.get(request.query.id);
    if (!row) throw notFound();
    // Someone else's job answers exactly like a missing one, so ids cannot be probed.
    authorize(request.user, 'read', ownedBy(row.userId), 'notFound');
    return presentJob(row);
  });
}
