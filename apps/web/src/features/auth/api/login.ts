import { api } from '@/shared/api/client.ts';
import { storedInvite } from '@/shared/platform/invite.ts';

type Token = { token: string };
/**
 * `validationEmail` false means the address is not verified yet: no token, verify first. Then
 * `codeSeconds` says how long the code already sent keeps the next one waiting.
 */
export type EmailAnswer = { validationEmail: boolean; token: string; email: string; codeSeconds?: number };

/** SPEC §7 sign-in calls, form-encoded; each carries the invite id remembered from `?invite=`. */
export function loginWithMobile(fields: { mobile: string; countryCode: string; smsCaptcha: string }) {
  return api.postForm<Token>('login/v1/mobile', { ...fields, registerIfNew: 1, inviteId: storedInvite() });
}

/** The account may be a phone number, an email address or an account name. */
export function loginWithAccount(fields: { account: string; password: string; countryCode: string }) {
  const account = fields.account.trim();
  const loginType = account.includes('@') ? 'email' : /^\d+$/.test(account) ? 'mobile' : 'account';
  return api.postForm<Token>('login/v1/account', { ...fields, account, loginType, inviteId: storedInvite() });
}

export function loginWithEmail(fields: { email: string; password: string }) {
  return api.postForm<EmailAnswer>('login/v1/email', { ...fields, email: fields.email.trim(), inviteId: storedInvite() });
}
