import type { FastifyInstance } from 'fastify';
import { wechatRoutes as table } from '@inkstone/contract/routes/wechat';
import { serve } from '../../platform/http/serve.ts';
import * as wechat from './service.ts';

/** The Official Account a user publishes to, and SPEC §7's share signature (wx/mp/v1/futu/sign). */
export async function wechatRoutes(app: FastifyInstance) {
  serve(app, table.getAccount, (request) => wechat.accountInfo(request.caller, request.user));
  serve(app, table.saveAccount, (request) => wechat.saveAccount(request.caller, request.user, request.body));
  serve(app, table.deleteAccount, async (request) => {
    await wechat.deleteAccount(request.caller, request.user);
    return null;
  });
  serve(app, table.futuSign, (request) => wechat.futuSign(request.caller, request.body.url));
}
