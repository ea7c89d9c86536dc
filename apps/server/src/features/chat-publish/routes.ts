import type { FastifyInstance } from 'fastify';
import { chatPublishRoutes as table } from '@inkstone/contract/routes/chat-publish';
import { publicUrlOf } from '../../platform/http/public-page.ts';
import { servePublishedPages } from '../../platform/http/published-pages.ts';
import { serve } from '../../platform/http/serve.ts';
import { chatPage } from './page.ts';
import { chatPageUrl, livePage, shareChat, sharedChats, unshareChat } from './service.ts';

/** SPEC §7 shartHtml / reomveShartHtml, the owner's list, and the public page GET /c/{slug} (no sign-in). */
export async function chatPublishRoutes(app: FastifyInstance) {
  serve(app, table.share, (request) => shareChat(request.caller, request.user, request.body, publicUrlOf(request)));
  serve(app, table.unshare, (request) => unshareChat(request.caller, request.user, request.body.sessionId));
  serve(app, table.shared, (request) => sharedChats(request.caller, request.user, publicUrlOf(request)));

  servePublishedPages(app, '/c', async (request, slug, publicUrl) => {
    const page = await livePage(request.caller, slug);
    return page && chatPage(page, chatPageUrl(publicUrl, page.slug));
  });
}
