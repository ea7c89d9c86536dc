import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@inkstone/contract/envelope';
import { jobQuerySchema, jobSchema, type Job } from '@inkstone/contract/jobs';
import { authenticate, requireUser } from '../auth/request-user.ts';
import type { JobRow } from '../db/tables/jobs.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';

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
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/cli/job/v1/get',
    {
      preValidation: authenticate,
      schema: {
        tags: ['jobs'],
        summary: 'Status of one of your background jobs',
        querystring: jobQuerySchema,
        response: { 200: envelopeOf(jobSchema) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const row = await app.platform.queue.get(request.query.id);
      // Someone else's job answers exactly like a missing one, so ids cannot be probed.
      if (!row || row.userId !== user.id) throw notFound();
      return ok(presentJob(row));
    },
  );
}
