import { authRoutes } from '@inkstone/contract/routes/auth';
import { call } from './call.ts';

type Reset =
  | { loginType: 'email'; email: string; emailCaptcha: string }
  | { loginType: 'mobile'; mobile: string; countryCode: string; smsCaptcha: string };

/**
 * `forgetPassword`: a code proves the mailbox or phone and sets a new password. Every
 * session of that user ends on the server. Used by the sign-in dialog's reset modes and by the
 * Account tab's "set a password".
 */
export function resetPassword(
  body: Reset & { newPassword: string; confirmPassword: string },
  options: { silent?: boolean } = {},
) {
  return call(authRoutes.forgetPassword, body, options);
}
