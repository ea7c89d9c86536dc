import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writingPublishRoutes as table } from '@inkstone/contract/routes/writing-publish';
import { serve } from '../../platform/http/serve.ts';
import { articlePage, notFoundPage, PAGE_CSP } from './page.ts';
import { livePage, pageUrl, publish, unpublish } from './service.ts';

const publicUrlOf = (request: FastifyRequest) =>
  request.server.platform.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;

/** cli/write/doc/v1/{publish,unpublish} and the public page GET /p/{slug} (no sign-in). */
export async function writingPublishRoutes(app: FastifyInstance) {
  serve(app, table.publish, (request) => publish(request.caller, request.user, request.body.id, publicUrlOf(request)));
  serve(app, table.unpublish, (request) => unpublish(request.caller, request.user, request.body.id));

  app.get<{ Params: { slug: string } }>('/p/:slug', async (request, reply) => {
    const page = /^[A-Za-z0-9_-]{1,64}$/.test(request.params.slug)
      ? await livePage(request.caller, request.params.slug)
      : null;
    // Every answer here is a page of its own, with our strict policy in place of the app's.
    reply
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-cache')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8');
    if (!page) return reply.code(404).send(notFoundPage);
    return reply.send(articlePage(page, pageUrl(publicUrlOf(request), page.slug)));
  });
}
