import type { FastifyInstance } from 'fastify';
import { writingPublishRoutes as table } from '@inkstone/contract/routes/writing-publish';
import { publicUrlOf } from '../../platform/http/public-page.ts';
import { servePublishedPages } from '../../platform/http/published-pages.ts';
import { serve } from '../../platform/http/serve.ts';
import { articlePage } from './page.ts';
import { livePage, pageUrl, publish, unpublish } from './service.ts';

/** cli/write/doc/v1/{publish,unpublish} and the public page GET /p/{slug} (no sign-in). */
export async function writingPublishRoutes(app: FastifyInstance) {
  serve(app, table.publish, (request) => publish(request.caller, request.user, request.body.id, publicUrlOf(request)));
  serve(app, table.unpublish, (request) => unpublish(request.caller, request.user, request.body.id));

  servePublishedPages(app, '/p', async (request, slug, publicUrl) => {
    const page = await livePage(request.caller, slug);
    return page && articlePage(page, pageUrl(publicUrl, page.slug));
  });
}
