import { completionBody, completionSchema, writingToolBody, writingToolFrameSchema } from '../writing-tools.ts';
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
  complete: defineRoute({
    method: 'POST',
    encoding: 'json',
    auth: 'user',
    tag: 'writing',
    path: 'cli/write/v1/complete',
    body: completionBody,
    answer: completionSchema,
    summary: "The editor's suggestion as you type: the words that come next at the cursor (ghost text)",
    description:
      'Not counted as a question: a suggestion comes after every pause in typing, so it is limited instead to ' +
      'WRITE_COMPLETIONS_PER_HOUR a user (429 `writingTools.completionLimit` past it). Without an AI provider ' +
      "the status is `offline` with a notice naming what to configure. A model's fault answers `none`: no " +
      "suggestion, nothing lost. Another user's docId gets the permission message.",
  }),
};
