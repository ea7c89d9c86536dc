import type { FastifyInstance } from 'fastify';
import { writingPosterRoutes as table } from '@inkstone/contract/routes/writing-poster';
import { serve } from '../../platform/http/serve.ts';
import { posterOf } from './service.ts';

/** cli/write/poster/v1/render: a document's poster as PNG. */
export async function writingPosterRoutes(app: FastifyInstance) {
  serve(app, table.render, (request) => posterOf(request.caller, request.user, request.body));
}
