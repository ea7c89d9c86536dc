import { z } from 'zod';
import { activationBody, userInfoSchema, userSettingSchema } from '../account-user.ts';
import { defineRoute } from './define.ts';

const tag = 'account';
const signedIn = { auth: 'user', tag } as const;

/**
 * The account calls the shell makes on every first load (the user, their custom-instructions
 * switch, the start-up record), apart from the forms' calls so that those stay out of it.
 * accountRoutes includes them.
 */
export const sessionRoutes = {
  user: defineRoute({
    method: 'GET',
    path: 'cli/user/v1/get',
    answer: userInfoSchema,
    ...signedIn,
    summary: 'The signed-in user',
  }),
  userSetting: defineRoute({
    method: 'GET',
    path: 'cli/user/setting/v1/getUserSetting',
    answer: userSettingSchema,
    ...signedIn,
    summary: 'Custom instructions',
  }),
  activated: defineRoute({
    method: 'POST',
    path: 'cli/activated/v1/activated',
    encoding: 'json',
    body: activationBody,
    answer: z.null(),
    auth: 'optional',
    tag,
    summary: 'Record that a client started',
  }),
};
