import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ToBChatBody } from '@inkstone/contract/bots-tob';
import { formatMessage } from '@inkstone/contract/messages';
import { botToBRoutes as table } from '@inkstone/contract/routes/bots-tob';
import { serve } from '../../../platform/http/serve.ts';
import { readUpload } from '../../../platform/storage/upload.ts';
import { sseWriter } from '../../../platform/http/sse.ts';
import { embedPageRoutes } from './embed-page.ts';
import * as tob from './service.ts';

/**
 * SPEC role b: the customer-facing calls (no token, no session read: `auth: 'none'`), the
 * owner's publishing settings, the embed script and the frameable page.
 */
export async function botToBRoutes(app: FastifyInstance) {
  const { platform } = app;
  serve(app, table.getTmpUid, (request) => tob.visitorId(request.caller, request.query.botId, request.query.tmpUid));
  serve(app, table.getToB, (request) => tob.botFace(request.caller, request.params.tableId));
  serve(app, table.pageToB, (request) => tob.visitorPage(request.caller, request.body));
  serve(app, table.uploadToB, async (request) =>
    tob.visitorUpload(request.caller, await readUpload(request, platform.config.CHAT_FILE_MAX_MB * 1024 * 1024)),
  );
  serve(app, table.sseToB, (request, reply) => stream(request, reply, request.body));
  serve(app, table.embedSettings, (request) => tob.embedSettings(request.caller, request.user, request.body.tableId));
  serve(app, table.setEmbed, (request) => tob.setEmbed(request.caller, request.user, request.body));
  await app.register(embedPageRoutes);
}

/** Streams a visitor's answer; a failure after the first frame becomes a 500 frame. */
async function stream(request: FastifyRequest, reply: FastifyReply, body: ToBChatBody) {
  const sse = sseWriter(request, reply);
  try {
    await tob.answerVisitor(request.caller, body, sse.write, sse.signal);
  } catch (error) {
    if (!sse.started) throw error;
    request.log.error({ err: error }, 'visitor stream failed');
    void sse.write({ code: 500, end: true, data: formatMessage(request.caller.language, 'ai.streamError') });
  }
}
