import type { FastifyInstance } from 'fastify';
import { drawRoutes as table } from '@inkstone/contract/routes/draw';
import { serve } from '../../platform/http/serve.ts';
import { drawingAllowance } from '../billing/service.ts';
import { notified } from './nudges.ts';
import * as draw from './service.ts';

/** SPEC.md §7 Drawing: imagine, blend, change (form), the history page and the allowance. */
export async function drawRoutes(app: FastifyInstance) {
  serve(app, table.imagine, (request) => draw.imagine(request.caller, request.user, request.body));
  serve(app, table.blend, (request) => draw.blend(request.caller, request.user, request.body));
  serve(app, table.change, (request) => draw.change(request.caller, request.user, request.body));
  serve(app, table.page, (request) => draw.page(request.caller, request.user, request.query));
  serve(app, table.allowance, (request) => drawingAllowance(app.platform, request.user.id));
  serve(app, table.mjNotify, (request) => notified(app.platform, request.body.id));
}
