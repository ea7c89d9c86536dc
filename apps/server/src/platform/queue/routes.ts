import type { FastifyInstance } from 'fastify';
import { jobRoutes as table } from '@inkstone/contract/routes/jobs';
import { authorize, ownedBy } from '../access/authorize.ts';
import { notFound } from '../http/errors.ts';
import { serve } from '../http/serve.ts';
import { presentJob } from './present.ts';

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
