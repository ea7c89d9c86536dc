import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountLoginBody,
  codeSentAnswer,
  emailLoginAnswer,
  emailLoginBody,
  emailSignupBody,
  forgetPasswordBody,
  mobileLoginBody,
  outboxMessageSchema,
  outboxQuery,
  sendEmailCodeBody,
  sendSmsQuery,
  tokenAnswer,
  verifyEmailBody,
} from '@inkstone/contract/accounts';
import { envelopeOf } from '@inkstone/contract/envelope';
import { bearerToken } from '../../platform/auth/request-user.ts';
import { latestOutbox } from '../../platform/delivery/outbox.ts';
import { callerOf } from '../../platform/http/caller.ts';
import { ok } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/errors.ts';
import * as auth from './service.ts';

const tags = ['auth'];
const done = envelopeOf(z.null());

/** Sign-in calls of SPEC.md §7 (form-encoded or JSON). */
export async function authRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/login/v1/mobile', { schema: { tags, summary: 'Sign in (or up) with an SMS code', body: mobileLoginBody, response: { 200: envelopeOf(tokenAnswer) } } }, async (request) =>
    ok(await auth.loginWithMobile(callerOf(request), request.body)),
  );
  routes.post('/api/login/v1/account', { schema: { tags, summary: 'Sign in with account and password', body: accountLoginBody, response: { 200: envelopeOf(tokenAnswer) } } }, async (request) =>
    ok(await auth.loginWithAccount(callerOf(request), request.body)),
  );
  routes.post('/api/login/v1/email', { schema: { tags, summary: 'Sign in with email and password', body: emailLoginBody, response: { 200: envelopeOf(emailLoginAnswer) } } }, async (request) =>
    ok(await auth.loginWithEmail(callerOf(request), request.body)),
  );
  routes.get('/api/custom/sms/v1/sendKaptcha', { schema: { tags, summary: 'Send an SMS code (once per 60 s per number)', querystring: sendSmsQuery, response: { 200: envelopeOf(codeSentAnswer) } } }, async (request) =>
    ok(await auth.sendSmsCode(callerOf(request), request.query.countryCode, request.query.mobile)),
  );
  routes.post('/api/cli/user/v1/regedit/email', { schema: { tags, summary: 'Sign up with email and password', body: emailSignupBody, response: { 200: envelopeOf(emailLoginAnswer) } } }, async (request) =>
    ok(await auth.signupWithEmail(callerOf(request), request.body)),
  );
  routes.post('/api/cli/user/v1/verifyEmail', { schema: { tags, summary: 'Verify an email with its code; signs in', body: verifyEmailBody, response: { 200: envelopeOf(emailLoginAnswer) } } }, async (request) =>
    ok(await auth.verifyEmail(callerOf(request), request.body)),
  );
  routes.post('/api/cli/user/v1/sendEmailVerificationCode', { schema: { tags, summary: 'Send an email code (once per 60 s per address)', body: sendEmailCodeBody, response: { 200: envelopeOf(codeSentAnswer) } } }, async (request) =>
    ok(await auth.sendEmailCode(callerOf(request), request.body.email)),
  );
  routes.post('/api/login/v1/forgetPassword', { schema: { tags, summary: 'Reset the password with an email or SMS code', body: forgetPasswordBody, response: { 200: done } } }, async (request) => {
    await auth.resetPassword(callerOf(request), request.body);
    return ok(null);
  });
  routes.post('/api/login/v1/logout', { schema: { tags, summary: 'Sign out: the token stops working', response: { 200: done } } }, async (request) => {
    await auth.logout(callerOf(request), bearerToken(request));
    return ok(null);
  });

  routes.get('/api/dev/outbox', { schema: { tags: ['dev'], summary: 'Latest outbox messages for an address (DEV_OUTBOX=1 only)', querystring: outboxQuery, response: { 200: envelopeOf(z.array(outboxMessageSchema)) } } }, async (request) => {
    if (!app.platform.config.DEV_OUTBOX) throw notFound();
    const rows = await latestOutbox(app.platform.db, request.query.to);
    return ok(
      rows.map((row) => ({ to: row.to, channel: row.channel, subject: row.subject, text: row.text, code: row.code, createdAt: row.createdAt.toISOString() })),
    );
  });
}
