import { routes } from '@inkstone/contract/routes/index';
import { call } from '@/shared/api/call.ts';
import { storedInvite } from '@/shared/platform/invite.ts';

/** Creates the account (unverified) and mails its code; the dialog then verifies. */
export function signupWithEmail(fields: { email: string; password: string }) {
  return call(routes.auth.signupEmail, {
    email: fields.email.trim(),
    password: fields.password,
    agree: 1,
    inviteId: storedInvite() ?? undefined,
  });
}

/** Verifies the address with its 6-digit code and signs in. */
export function verifyEmail(fields: { email: string; emailCaptcha: string }) {
  return call(routes.auth.verifyEmail, { ...fields, inviteId: storedInvite() ?? undefined });
}
