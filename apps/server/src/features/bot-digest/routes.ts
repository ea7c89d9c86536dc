import type { FastifyInstance } from 'fastify';
import { botDigestRoutes as table } from '@inkstone/contract/routes/bot-digest';
import { serve } from '../../platform/http/serve.ts';
import { digestRound, digestSend } from './jobs.ts';
import { lastDigest } from './service.ts';

/** The bots' daily digests (plugins): the round and the sending jobs, and the owner's last-digest call. */
export async function botDigestRoutes(app: FastifyInstance) {
  const deps = { platform: app.platform, log: app.log };
  digestSend.register(app.platform.queue, deps);
  digestRound.register(app.platform.queue, deps);
  serve(app, table.lastDigest, (request) => lastDigest(request.caller, request.user, request.body.tableId));
}
