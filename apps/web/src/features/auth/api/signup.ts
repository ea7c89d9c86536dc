import { api } from '@/shared/api/client.ts';
import { storedInvite } from '@/shared/platform/invite.ts';
import type { EmailAnswer } from './login.ts';

/** Creates the account (unverified) and mails its code; the dialog then verifies. */
export function signupWithEmail(fields: { email: string; password: string }) {
  return api.postForm<EmailAnswer>('cli/user/v1/regedit/email', {
    email: fields.email.trim(),
    password: fields.password,
    agree: 1,
    inviteId: storedInvite(),
  });
}

/** Verifies the address with its 6-digit code and signs in. */
export function verifyEmail(fields: { email: string; emailCaptcha: string }) {
  return api.postForm<EmailAnswer>('cli/user/v1/verifyEmail', { ...fields, inviteId: storedInvite() });
}
