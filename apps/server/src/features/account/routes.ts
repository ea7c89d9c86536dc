import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activationBody,
  bindEmailBody,
  bindMobileBody,
  changePasswordBody,
  updateBaseBody,
  userInfoSchema,
  userSettingBody,
  userSettingSchema,
} from '@inkstone/contract/accounts';
import { envelopeOf } from '@inkstone/contract/envelope';
import { authenticate, bearerToken, optionalUser, requireUser } from '../../platform/auth/request-user.ts';
import { callerOf } from '../../platform/http/caller.ts';
import { ok } from '../../platform/http/envelope.ts';
import * as account from './service.ts';

const tags = ['account'];
const userAnswer = { 200: envelopeOf(userInfoSchema) };

/** Profile, binding, password and personalisation calls of SPEC.md §7. All act on the token's own user. */
export async function accountRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/cli/user/v1/get', { preValidation: authenticate, schema: { tags, summary: 'The signed-in user', response: userAnswer } }, async (request) =>
    ok(await account.userInfo(callerOf(request), await requireUser(request))),
  );
  routes.post('/api/cli/user/v1/updateBase', { preValidation: authenticate, schema: { tags, summary: 'Change nickname or avatar', body: updateBaseBody, response: userAnswer } }, async (request) =>
    ok(await account.updateBase(callerOf(request), await requireUser(request), request.body)),
  );
  routes.post('/api/cli/user/v1/bindEmail', { preValidation: authenticate, schema: { tags, summary: 'Bind an email (code required)', body: bindEmailBody, response: userAnswer } }, async (request) =>
    ok(await account.bindEmail(callerOf(request), await requireUser(request), request.body)),
  );
  routes.post('/api/cli/user/v1/bindMobile', { preValidation: authenticate, schema: { tags, summary: 'Bind a phone number (code required)', body: bindMobileBody, response: userAnswer } }, async (request) =>
    ok(await account.bindMobile(callerOf(request), await requireUser(request), request.body)),
  );
  routes.post('/api/login/v1/changePassword', { preValidation: authenticate, schema: { tags, summary: 'Change the password', body: changePasswordBody, response: { 200: envelopeOf(z.null()) } } }, async (request) => {
    const user = await requireUser(request);
    await account.changePassword(callerOf(request), user, bearerToken(request)!, request.body);
    return ok(null);
  });
  routes.get('/api/cli/user/setting/v1/getUserSetting', { preValidation: authenticate, schema: { tags, summary: 'Custom instructions', response: { 200: envelopeOf(userSettingSchema) } } }, async (request) =>
    ok(await account.userSetting(callerOf(request), await requireUser(request))),
  );
  routes.post('/api/cli/user/setting/v1/setUseCustomer', { preValidation: authenticate, schema: { tags, summary: 'Save custom instructions (at most 1500 characters)', body: userSettingBody, response: { 200: envelopeOf(userSettingSchema) } } }, async (request) =>
    ok(await account.setUserSetting(callerOf(request), await requireUser(request), request.body)),
  );
  routes.post('/api/cli/activated/v1/activated', { schema: { tags, summary: 'Record that a client started', body: activationBody, response: { 200: envelopeOf(z.null()) } } }, async (request) => {
    await account.activate(callerOf(request), await optionalUser(request), request.body);
    return ok(null);
  });
}
