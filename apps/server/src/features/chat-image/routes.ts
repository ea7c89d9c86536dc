import type { FastifyInstance } from 'fastify';
import type { ImageFrame } from '@inkstone/contract/chat-image';
import { formatMessage } from '@inkstone/contract/messages';
import { chatImageRoutes as table } from '@inkstone/contract/routes/chat-image';
import { serve } from '../../platform/http/serve.ts';
import { sseWriter } from '../../platform/http/sse.ts';
import { drawInChat } from './service.ts';

/** SPEC.md §7's image stream; refusals before the first frame are ordinary envelopes. */
export async function chatImageRoutes(app: FastifyInstance) {
  serve(app, table.sseImg, async (request, reply) => {
    const sse = sseWriter<ImageFrame>(request, reply);
    try {
      await drawInChat(request.caller, request.user, request.body, sse.write);
    } catch (error) {
      if (!sse.started) throw error;
      request.log.error({ err: error }, 'image answer failed');
      void sse.write({ code: 500, end: true, data: formatMessage(request.caller.language, 'ai.streamError') });
    }
  });
}
