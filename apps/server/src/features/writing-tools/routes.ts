import type { FastifyInstance } from 'fastify';
import { formatMessage } from '@inkstone/contract/messages';
import { writingToolRoutes as table } from '@inkstone/contract/routes/writing-tools';
import type { WritingToolFrame } from '@inkstone/contract/writing-tools';
import { serve } from '../../platform/http/serve.ts';
import { sseWriter } from '../../platform/http/sse.ts';
import { suggestCompletion } from './complete.ts';
import { runTool } from './service.ts';

/**
 * POST cli/write/v1/sseTool (SPEC §7): the editor's AI tools and the wizard's steps, streamed; and
 * POST cli/write/v1/complete, the suggestion as you type.
 */
export async function writingToolRoutes(app: FastifyInstance) {
  serve(app, table.sseTool, async (request, reply) => {
    const sse = sseWriter<WritingToolFrame>(request, reply);
    try {
      await runTool(request.caller, request.user, request.body, sse.write, sse.signal);
    } catch (error) {
      if (!sse.started) throw error; // before the first frame: an ordinary error answer
      request.log.error({ err: error }, 'writing tool stream failed');
      void sse.write({ code: 500, end: true, data: formatMessage(request.caller.language, 'ai.streamError') });
    }
  });

  // POST cli/write/v1/complete: the suggestion as you type; dropped when the writer types on.
  serve(app, table.complete, (request, reply) => {
    // The response's close before it finished (not the request's, which closes once read).
    const abort = new AbortController();
    reply.raw.once('close', () => reply.raw.writableFinished || abort.abort());
    return suggestCompletion(request.caller, request.user, request.body, abort.signal);
  });
}
