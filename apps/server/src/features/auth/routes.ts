import type { FastifyInstance } from 'fastify';
import { authRoutes as table } from '@inkstone/contract/routes/auth';
import { devRoutes } from '@inkstone/contract/routes/dev';
import { bearerToken } from '../../platform/auth/request-user.ts';
import { latestOutbox } from '../../platform/delivery/outbox.ts';
import { callerOf } from '../../platform/http/caller.ts';
import { notFound } from '../../platform/http/errors.ts';
import { serve } from '../../platform/http/serve.ts';
import * as auth from './service.ts';

/** Sign-in calls of SPEC.md §7 (form-encoded or JSON). */
export async function authRoutes(app: FastifyInstance) {
  serve(app, table.mobile, (request) => auth.loginWithMobile(callerOf(request), request.body));
  serve(app, table.account, (request) => auth.loginWithAccount(callerOf(request), request.body));
  serve(app, table.email, (request) => auth.loginWithEmail(callerOf(request), request.body));
  serve(app, table.sendSmsCode, (request) =>
    auth.sendSmsCode(callerOf(request), request.query.countryCode, request.query.mobile),
  );
  serve(app, table.signupEmail, (request) => auth.signupWithEmail(callerOf(request), request.body));
  serve(app, table.verifyEmail, (request) => auth.verifyEmail(callerOf(request), request.body));
  serve(app, table.sendEmailCode, (request) => auth.sendEmailCode(callerOf(request), request.body.email));
  serve(app, table.forgetPassword, async (request) => {
    await auth.resetPassword(callerOf(request), request.body);
    return null;
  });
  serve(app, table.logout, async (request) => {
    await auth.logout(callerOf(request), bearerToken(request));
    return null;
  });

  serve(app, devRoutes.outbox, async (request) => {
    if (!app.platform.config.DEV_OUTBOX) throw notFound();
    const rows = await latestOutbox(app.platform.db, request.query.to);
    return rows.map(({ to, channel, subject, text, code, createdAt }) => ({
      to,
      channel,
      subject,
      text,
      code,
      createdAt: createdAt.toISOString(),
    }));
  });
}
