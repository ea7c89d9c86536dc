import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { topicSchema } from '@inkstone/contract/chat';
import { topicRewindBody, topicUpdateBody } from '@inkstone/contract/chat-topics';
import { envelopeOf } from '@inkstone/contract/envelope';
import { authenticate, requireUser } from '../../platform/auth/request-user.ts';
import { callerOf } from '../../platform/http/caller.ts';
import { ok } from '../../platform/http/envelope.ts';
import { rewindTopic, updateTopic } from './topics.ts';

const tags = ['chat'];
const signedIn = { preValidation: authenticate };

/** Conversation calls beyond SPEC §7's (rename, pin, rewind for edit and resend). */
export async function topicRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/cli/chat/topic/v1/update',
    { ...signedIn, schema: { tags, summary: 'Rename and/or pin one of your conversations', body: topicUpdateBody, response: { 200: envelopeOf(topicSchema) } } },
    async (request) => ok(await updateTopic(callerOf(request), (await requireUser(request)).id, request.body)),
  );
  routes.post(
    '/api/cli/chat/topic/v1/rewind',
    {
      ...signedIn,
      schema: { tags, summary: 'Remove an exchange and every later one (edit and resend); answers how many went', body: topicRewindBody, response: { 200: envelopeOf(z.number().int()) } },
    },
    async (request) => ok(await rewindTopic(callerOf(request), (await requireUser(request)).id, request.body)),
  );
}
