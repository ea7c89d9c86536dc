import { z } from 'zod';

/**
 * What every page knows of the signed-in user (accounts.ts has the sign-in, sign-up and binding
 * bodies): apart because the shell reads the user on every first load, and those forms load with
 * their dialogs.
 */

/** User info of SPEC.md §3. */
export const userInfoSchema = z.object({
  nickname: z.string(),
  avatar: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  countryCode: z.string().nullable(),
  account: z.string().nullable(),
  cliUserId: z.string(),
  tableId: z.number().int(),
  inviteId: z.string().describe("the user's own invite id, appended to share links"),
  isChatgptVip: z.boolean(),
  chatgptVipExpirationTime: z.string().nullable(),
  isMidjourneyVip: z.boolean(),
  midjourneyVipExpirationTime: z.string().nullable(),
  hasPassword: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const userSettingSchema = z.object({ useCustomer: z.boolean(), customer: z.string() });
export type UserSetting = z.infer<typeof userSettingSchema>;

export const activationBody = z.record(z.string(), z.unknown()).default({});
