import { z } from 'zod';
import {
  bindEmailBody,
  bindMobileBody,
  changePasswordBody,
  updateBaseBody,
  userInfoSchema,
  userSettingBody,
  userSettingSchema,
} from '../accounts.ts';
import { defineRoute } from './define.ts';
import { sessionRoutes } from './session.ts';

const tag = 'account';
const signedIn = { auth: 'user', tag } as const;
const form = { method: 'POST', encoding: 'form', ...signedIn } as const;

/** Profile, binding, password and personalisation calls of SPEC.md §7, on the token's own user. */
export const accountRoutes = {
  ...sessionRoutes,
  updateBase: defineRoute({
    ...form,
    path: 'cli/user/v1/updateBase',
    body: updateBaseBody,
    answer: userInfoSchema,
    summary: 'Change nickname or avatar',
  }),
  bindEmail: defineRoute({
    ...form,
    path: 'cli/user/v1/bindEmail',
    body: bindEmailBody,
    answer: userInfoSchema,
    summary: 'Bind an email (code required)',
  }),
  bindMobile: defineRoute({
    ...form,
    path: 'cli/user/v1/bindMobile',
    body: bindMobileBody,
    answer: userInfoSchema,
    summary: 'Bind a phone number (code required)',
  }),
  changePassword: defineRoute({
    ...form,
    path: 'login/v1/changePassword',
    body: changePasswordBody,
    answer: z.null(),
    summary: 'Change the password',
  }),
  setUserSetting: defineRoute({
    method: 'POST',
    path: 'cli/user/setting/v1/setUseCustomer',
    encoding: 'json',
    body: userSettingBody,
    answer: userSettingSchema,
    ...signedIn,
    summary: 'Save custom instructions (at most 1500 characters)',
  }),
};
