import type { FastifyInstance } from 'fastify';
import { botRoutes as table } from '@inkstone/contract/routes/bots';
import { serve } from '../../platform/http/serve.ts';
import { seedOfficialBots } from './seed.ts';
import * as bots from './service.ts';
import { dailyStatistics, statsJob } from './stats/service.ts';

/** Bot calls (SPEC §7 Bots: cli/chat/bot/v1/…, cli/tag/v1/page). */
export async function botRoutes(app: FastifyInstance) {
  // Official bots and the tag list are written (or brought up to date) before the first request.
  app.addHook('onReady', async () => seedOfficialBots(app.platform.db));
  statsJob.register(app.platform.queue, app.platform);
  serve(app, table.dailyStatistics, (request) => dailyStatistics(request.caller, request.user, request.query));
  serve(app, table.create, (request) => bots.createBot(request.caller, request.user, request.body));
  serve(app, table.update, (request) => bots.updateBot(request.caller, request.user, request.body));
  serve(app, table.page, (request) => bots.discoverPage(request.caller, request.user, request.body));
  serve(app, table.bind, (request) => bots.bindBot(request.caller, request.user, request.body.tableId));
  serve(app, table.unbind, (request) => bots.unbindBot(request.caller, request.user, request.body.tableId));
  serve(app, table.del, (request) => bots.deleteBot(request.caller, request.user, request.body.tableId));
  serve(app, table.myList, (request) => bots.myBots(request.caller, request.user));
  serve(app, table.get, (request) => bots.getBot(request.caller, request.user, request.body.tableId));
  serve(app, table.myRole, (request) => bots.myRoles(request.caller, request.user));
  serve(app, table.setPublic, (request) => bots.setPublic(request.caller, request.user, request.body));
  serve(app, table.listForLogin, (request) => bots.botsForLogin(request.caller));
  serve(app, table.tags, (request) => bots.tagPage(request.caller, request.query));
}
