import { codeRunBody, codeRunFrameSchema } from '../code-run.ts';
import { defineRoute } from './define.ts';

/** Running a code block of an answer (issue #18 item 1). */
export const codeRunRoutes = {
  runCode: defineRoute({
    method: 'POST',
    encoding: 'form',
    auth: 'user',
    tag: 'code-run',
    path: 'cli/chatgpt/v1/runCode',
    body: codeRunBody,
    answer: 'sse',
    frame: codeRunFrameSchema,
    summary: 'Run a JavaScript, TypeScript or Python block in the sandbox; the output streams as frames',
    description:
      'Frames: `stdout` and `stderr` pieces, then one `end` frame: `ok` with `value`, `error` with `message` and ' +
      '`line`, or the sandbox stopping it (`timeout`, `memory`, `output`, `busy`) with `message`. No network, no ' +
      'file system. Refusals before the first frame (validation, CODE_RUN per-minute limit) are JSON envelopes.',
  }),
};
