import type { FastifyInstance } from 'fastify';
import { authRoutes as table } from '@inkstone/contract/routes/auth';
import { devRoutes } from '@inkstone/contract/routes/dev';
import { bearerToken } from '../../platform/auth/request-user.ts';
import { serve } from '../../platform/http/serve.ts';
import { devOutbox } from './dev-outbox.ts';
import * as auth from './service.ts';

/** Sign-in calls of SPEC.md §7 (form-encoded or JSON). */
export async function authRoutes(app: FastifyInstance) {
  serve(app, table.mobile, (request) => auth.loginWithMobile(request.caller, request.body));
  serve(app, table.account, (request) => auth.loginWithAccount(request.caller, request.body));
  serve(app, table.email, (request) => auth.loginWithEmail(request.caller, request.body));
  serve(app, table.sendSmsCode, (request) =>
    auth.sendSmsCode(request.caller, request.query.countryCode, request.query.mobile),
  );
  serve(app, table.signupEmail, (request) => auth.signupWithEmail(request.caller, request.body));
  serve(app, table.verifyEmail, (request) => auth.verifyEmail(request.caller, request.body));
  serve(app, table.sendEmailCode, (request) => auth.sendEmailCode(request.caller, request.body.email));
  serve(app, table.forgetPassword, async (request) => {
    await auth.resetPassword(request.caller, request.body);
    return null;
  });
  serve(app, table.logout, async (request) => {
    await auth.logout(request.caller, bearerToken(request));
    return null;
  });

  serve(app, devRoutes.outbox, (request) => devOutbox(app.platform, request.query.to));
}
