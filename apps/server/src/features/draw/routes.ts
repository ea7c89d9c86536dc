import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blendBody, changeBody, drawAllowanceSchema, imagePageSchema, imagineBody, pageQuery } from '@inkstone/contract/draw';
import { envelopeOf } from '@inkstone/contract/envelope';
import { authenticate, requireUser } from '../../platform/auth/request-user.ts';
import { callerOf } from '../../platform/http/caller.ts';
import { ok } from '../../platform/http/envelope.ts';
import { MJ_NOTIFY_PATH } from '../../ai/image/choose.ts';
import { nudge } from '../../ai/image/nudge.ts';
import { drawingAllowance } from '../billing/service.ts';
import { failOrphanedTasks } from './jobs.ts';
import * as draw from './service.ts';

const tags = ['draw'];
const taskAnswer = { 200: envelopeOf(z.string().describe('the task id (mjTaskId)')) };
const PROGRESS =
  'Progress arrives over the WebSocket as `{ type: "draw", mjTaskId, msgId, action, code, progress, content, url, failReason, parentId, index, provider }`: ' +
  "code '01' while drawing (progress 0-99), '00' when done (content is the PNG's url), '02' when failed (content is the reason). " +
  'Without an image service configured the `offline` provider draws: a procedural generator (shapes, colours and subjects read from the prompt, ' +
  'with real resampling and pixel blending), not a diffusion model. Results are a 2×2 grid of four variants; UPSCALE answers one picture.';
const REFUSED = 'A prompt the content rules refuse answers code 3001 with the reason and a link to the terms (data.links).';

/** SPEC.md §7 Drawing: imagine, blend, change (form) and the history page. */
export async function drawRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onReady', async () => {
    const failed = await failOrphanedTasks(app.platform);
    if (failed) app.log.warn({ failed }, 'failed drawing tasks whose job was gone');
  });

  routes.post(
    '/api/cli/mj/v1/imagine',
    { preValidation: authenticate, schema: { tags, summary: 'Draw from a prompt (CREATE)', description: `Parameters follow SPEC's manual: --ar, --chaos, --iw, --no, --q, --style raw, --s, --tile. ${REFUSED} ${PROGRESS}`, body: imagineBody, response: taskAnswer } },
    async (request) => ok(await draw.imagine(callerOf(request), await requireUser(request), request.body)),
  );
  routes.post(
    '/api/cli/mj/v1/blend',
    { preValidation: authenticate, schema: { tags, summary: 'Blend 2-5 of your uploaded pictures (BLEND)', description: PROGRESS, body: blendBody, response: taskAnswer } },
    async (request) => ok(await draw.blend(callerOf(request), await requireUser(request), request.body)),
  );
  routes.post(
    '/api/cli/mj/v1/change',
    { preValidation: authenticate, schema: { tags, summary: 'Upscale, vary or reroll a finished grid (form)', description: `UPSCALE marks the parent's expandN 'pending', then holds the new task's id (cleared if it fails). ${PROGRESS}`, body: changeBody, response: taskAnswer } },
    async (request) => ok(await draw.change(callerOf(request), await requireUser(request), request.body)),
  );
  routes.get(
    '/api/cli/mj/v1/page',
    { preValidation: authenticate, schema: { tags, summary: 'Your drawing history, newest first', querystring: pageQuery, response: { 200: envelopeOf(imagePageSchema) } } },
    async (request) => ok(await draw.page(callerOf(request), await requireUser(request), request.query)),
  );
  routes.get(
    '/api/cli/mj/v1/allowance',
    {
      preValidation: authenticate,
      schema: {
        tags,
        summary: "Today's drawing allowance",
        description: 'CREATE, BLEND, VARIATION and REROLL count (FREE_DRAW_DAILY_LIMIT, or DRAW_PRO_DAILY_LIMIT on the drawing plan); UPSCALE does not; a failed drawing is given back.',
        response: { 200: envelopeOf(drawAllowanceSchema) },
      },
    },
    async (request) => ok(await drawingAllowance(app.platform, (await requireUser(request)).id)),
  );
  routes.post(
    MJ_NOTIFY_PATH,
    {
      schema: {
        tags,
        summary: "The Midjourney proxy's notify hook",
        description: 'Called by the proxy when a task changes. It only wakes that task’s poll: the state is read back from the proxy itself.',
        body: z.object({ id: z.union([z.string(), z.number()]).transform(String) }).passthrough(),
        response: { 200: envelopeOf(z.boolean().describe('whether a task here was waiting for it')) },
      },
    },
    async (request) => ok(nudge(request.body.id)),
  );
}
