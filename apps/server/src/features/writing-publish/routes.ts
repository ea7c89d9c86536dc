import type { FastifyInstance } from 'fastify';
import { writingPublishRoutes as table } from '@inkstone/contract/routes/writing-publish';
import { publicUrlOf, sendPublicPage } from '../../platform/http/public-page.ts';
import { serve } from '../../platform/http/serve.ts';
import { articlePage } from './page.ts';
import { livePage, pageUrl, publish, unpublish } from './service.ts';

/** cli/write/doc/v1/{publish,unpublish} and the public page GET /p/{slug} (no sign-in). */
export async function writingPublishRoutes(app: FastifyInstance) {
  serve(app, table.publish, (request) => publish(request.caller, request.user, request.body.id, publicUrlOf(request)));
  serve(app, table.unpublish, (request) => unpublish(request.caller, request.user, request.body.id));

  app.get<{ Params: { slug: string } }>('/p/:slug', async (request, reply) => {
    const page = /^[A-Za-z0-9_-]{1,64}$/.test(request.params.slug)
      ? await livePage(request.caller, request.params.slug)
      : null;
    return sendPublicPage(reply, page && articlePage(page, pageUrl(publicUrlOf(request), page.slug)));
  });
}
