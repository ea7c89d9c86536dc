import type { FastifyInstance } from 'fastify';
import { accountRoutes as table } from '@inkstone/contract/routes/account';
import { bearerToken } from '../../platform/auth/request-user.ts';
import { serve } from '../../platform/http/serve.ts';
import * as account from './service.ts';

/** Profile, binding, password and personalisation calls of SPEC.md §7. All act on the token's own user. */
export async function accountRoutes(app: FastifyInstance) {
  serve(app, table.user, (request) => account.userInfo(request.caller, request.user));
  serve(app, table.updateBase, (request) => account.updateBase(request.caller, request.user, request.body));
  serve(app, table.bindEmail, (request) => account.bindEmail(request.caller, request.user, request.body));
  serve(app, table.bindMobile, (request) => account.bindMobile(request.caller, request.user, request.body));
  serve(app, table.changePassword, async (request) => {
    await account.changePassword(request.caller, request.user, bearerToken(request)!, request.body);
    return null;
  });
  serve(app, table.userSetting, (request) => account.userSetting(request.caller, request.user));
  serve(app, table.setUserSetting, (request) => account.setUserSetting(request.caller, request.user, request.body));
  serve(app, table.activated, async (request) => {
    await account.activate(request.caller, request.user, request.body);
    return null;
  });
}
