import { routes } from '@inkstone/contract/routes/index';
import { call } from '@/shared/api/call.ts';
import { storedInvite } from '@/shared/platform/invite.ts';

/**
 * The email calls' answer: `validationEmail` false means the address is not verified yet: no
 * token, verify first. Then `codeSeconds` says how long the code already sent keeps the next one
 * waiting.
 */
export type EmailAnswer = Awaited<ReturnType<typeof loginWithEmail>>;

/** SPEC §7 sign-in calls, form-encoded; each carries the invite id remembered from `?invite=`. */
export function loginWithMobile(fields: { mobile: string; countryCode: string; smsCaptcha: string }) {
  return call(routes.auth.mobile, { ...fields, registerIfNew: 1, inviteId: storedInvite() ?? undefined });
}

/** The account may be a phone number, an email address or an account name. */
export function loginWithAccount(fields: { account: string; password: string; countryCode: string }) {
  const account = fields.account.trim();
  const loginType = account.includes('@') ? 'email' : /^\d+$/.test(account) ? 'mobile' : 'account';
  return call(routes.auth.account, { ...fields, account, loginType, inviteId: storedInvite() ?? undefined });
}

export function loginWithEmail(fields: { email: string; password: string }) {
  return call(routes.auth.email, { ...fields, email: fields.email.trim(), inviteId: storedInvite() ?? undefined });
}
