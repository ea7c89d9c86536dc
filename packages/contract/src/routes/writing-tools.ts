import { writingToolBody, writingToolFrameSchema } from '../writing-tools.ts';
import { defineRoute } from './define.ts';

/** The writing editor's AI tools and the wizard's steps (issue [writing] items 3 and 4). */
export const writingToolRoutes = {
  sseTool: defineRoute({
    method: 'POST',
    encoding: 'json',
    auth: 'user',
    tag: 'writing',
    path: 'cli/write/v1/sseTool',
    body: writingToolBody,
    answer: 'sse',
    frame: writingToolFrameSchema,
    summary: 'Run an AI writing tool or a wizard step on a text; the result streams as {code, data, end} frames',
    description:
      'Frames: `start`, then `text` pieces (and `reasoning` from thinking models), then `done` with the whole ' +
      'result (and `items` for titles and the outline); or a code-500 frame with the error, after which the ' +
      'question is given back. Without an AI provider a `notice` says which to configure, then `done` with ' +
      'status `offline`, and nothing is charged. Each run counts as one question of the allowance (SPEC §6). ' +
      "Refusals before the first frame (validation, allowance, another user's docId) are ordinary JSON envelopes.",
  }),
};
