import type { FastifyInstance } from 'fastify';
import { CodeRunLimits, type CodeRunFrame } from '@inkstone/contract/code-run';
import { codeRunRoutes as table } from '@inkstone/contract/routes/code-run';
import { formatMessage } from '@inkstone/contract/messages';
import { serve } from '../../platform/http/serve.ts';
import { sseWriter } from '../../platform/http/sse.ts';
import { createSandbox } from '../../platform/sandbox/sandbox.ts';
import { runCode } from './service.ts';

/** POST cli/chatgpt/v1/runCode: a code block of an answer run in the sandbox, its output streamed. */
export async function codeRunRoutes(app: FastifyInstance) {
  // One sandbox per server: its Python processes are started on first use and ended with it.
  const sandbox = createSandbox({
    limits: {
      timeMs: CodeRunLimits.timeSeconds * 1000,
      memoryMb: CodeRunLimits.memoryMb,
      outputChars: CodeRunLimits.outputChars,
    },
  });
  app.addHook('onClose', async () => sandbox.close());

  serve(app, table.runCode, async (request, reply) => {
    const sse = sseWriter<CodeRunFrame>(request, reply);
    try {
      await runCode(request.caller, request.user, request.body, sandbox, sse.write, sse.signal);
    } catch (error) {
      if (!sse.started) throw error; // before the first frame: an ordinary error answer
      request.log.error({ err: error }, 'code run stream failed');
      const message = formatMessage(request.caller.language, 'codeRun.failed');
      void sse.write({ type: 'end', status: 'failed', message, ms: 0, end: true });
    }
  });
}
