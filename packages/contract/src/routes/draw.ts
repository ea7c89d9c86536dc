import { z } from 'zod';
import { blendBody, changeBody, drawAllowanceSchema, imagePageSchema, imagineBody, pageQuery } from '../draw.ts';
import { defineRoute } from './define.ts';

const tag = 'draw';
const taskId = z.string().describe('the task id (mjTaskId)');
const PROGRESS =
  'Progress arrives over the WebSocket as a `draw` push keyed by mjTaskId: ' +
  "code '01' while drawing (progress 0-99), '00' when done (content is the PNG's url), '02' when failed " +
  '(content is the reason). Without an image service configured the `offline` provider draws: a procedural ' +
  'generator (shapes, colours and subjects read from the prompt, with real resampling and pixel blending), ' +
  'not a diffusion model. Results are a 2×2 grid of four variants; UPSCALE answers one picture.';
const REFUSED =
  'A prompt the content rules refuse answers code 3001 with the reason and a link to the terms (data.links).';
const start = { method: 'POST', encoding: 'json', answer: taskId, auth: 'user', tag } as const;

/** SPEC.md §7 Drawing: imagine, blend, change (form), the history page and the allowance. */
export const drawRoutes = {
  imagine: defineRoute({
    ...start,
    path: 'cli/mj/v1/imagine',
    body: imagineBody,
    summary: 'Draw from a prompt (CREATE)',
    description:
      "Parameters follow SPEC's manual: --ar, --chaos, --iw, --no, --q, --style raw, --s, --tile. " +
      `${REFUSED} ${PROGRESS}`,
  }),
  blend: defineRoute({
    ...start,
    path: 'cli/mj/v1/blend',
    body: blendBody,
    summary: 'Blend 2-5 of your uploaded pictures (BLEND)',
    description: PROGRESS,
  }),
  change: defineRoute({
    ...start,
    encoding: 'form',
    path: 'cli/mj/v1/change',
    body: changeBody,
    summary: 'Upscale, vary or reroll a finished grid (form)',
    description:
      "UPSCALE marks the parent's expandN 'pending', then holds the new task's id (cleared if it fails). " + PROGRESS,
  }),
  page: defineRoute({
    method: 'GET',
    path: 'cli/mj/v1/page',
    query: pageQuery,
    answer: imagePageSchema,
    auth: 'user',
    tag,
    summary: 'Your drawing history, newest first',
  }),
  allowance: defineRoute({
    method: 'GET',
    path: 'cli/mj/v1/allowance',
    answer: drawAllowanceSchema,
    auth: 'user',
    tag,
    summary: "Today's drawing allowance",
    description:
      'CREATE, BLEND, VARIATION and REROLL count (FREE_DRAW_DAILY_LIMIT, ' +
      'or DRAW_PRO_DAILY_LIMIT on the drawing plan); ' +
      'UPSCALE does not; a failed drawing is given back.',
  }),
  /** Called by the Midjourney proxy, not by the web app. */
  mjNotify: defineRoute({
    method: 'POST',
    path: 'cli/mj/v1/notify',
    encoding: 'json',
    body: z.object({ id: z.union([z.string(), z.number()]).transform(String) }).passthrough(),
    answer: z.boolean().describe('whether a task here was waiting for it'),
    auth: 'none',
    tag,
    summary: "The Midjourney proxy's notify hook",
    description:
      'Called by the proxy when a task changes. ' +
      'It only wakes that task’s poll: the state is read back from the proxy itself.',
  }),
};
