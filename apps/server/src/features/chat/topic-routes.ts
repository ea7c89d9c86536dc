import type { FastifyInstance } from 'fastify';
import { chatRoutes as table } from '@inkstone/contract/routes/chat';
import { serve } from '../../platform/http/serve.ts';
import { rewindTopic, updateTopic } from './topics.ts';

/** Conversation calls beyond SPEC §7's (rename, pin, rewind for edit and resend). */
export async function topicRoutes(app: FastifyInstance) {
  serve(app, table.updateTopic, (request) => updateTopic(request.caller, request.user.id, request.body));
  serve(app, table.rewindTopic, (request) => rewindTopic(request.caller, request.user.id, request.body));
}
