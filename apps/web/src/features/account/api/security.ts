import type { UserInfo } from '@inkstone/contract/accounts';
import { routes } from '@inkstone/contract/routes/index';
import { call } from '@/shared/api/call.ts';
import { resetPassword } from '@/shared/api/password.ts';
import { useAuth } from '@/shared/stores/auth.ts';

/**
 * Account-area calls (SPEC §7). They are silent: SPEC §8 keeps reset, bind and
 * change-password failures out of the toasts, so the tab shows them beside the form.
 */
const tableId = () => useAuth.getState().user?.tableId;

export async function bindEmail(fields: { email: string; emailCaptcha: string }): Promise<UserInfo> {
  const user = await call(
    routes.account.bindEmail,
    { ...fields, email: fields.email.trim(), tableId: tableId() },
    { silent: true },
  );
  useAuth.getState().setUser(user);
  return user;
}

export async function bindMobile(fields: {
  mobile: string;
  countryCode: string;
  smsCaptcha: string;
}): Promise<UserInfo> {
  const user = await call(
    routes.account.bindMobile,
    { ...fields, mobile: fields.mobile.trim(), tableId: tableId() },
    { silent: true },
  );
  useAuth.getState().setUser(user);
  return user;
}

/** Other sign-ins of this user end; this one stays. */
export function changePassword(fields: { password: string; newPassword: string; confirmPassword: string }) {
  return call(routes.account.changePassword, { ...fields, tableId: tableId() }, { silent: true });
}

/**
 * A user who signed up with a code has no password to change. A code to their own phone (or
 * email) sets one through the reset call, which ends every session, so we sign straight back
 * in with the new password and return the new token.
 */
export async function setPassword(
  target: { mobile: string; countryCode: string; smsCaptcha: string } | { email: string; emailCaptcha: string },
  newPassword: string,
): Promise<string> {
  if ('mobile' in target)
    await resetPassword(
      { loginType: 'mobile', ...target, newPassword, confirmPassword: newPassword },
      { silent: true },
    );
  else
    await resetPassword({ loginType: 'email', ...target, newPassword, confirmPassword: newPassword }, { silent: true });
  const account = 'mobile' in target ? target.mobile : target.email;
  const countryCode = 'mobile' in target ? target.countryCode : undefined;
  const { token } = await call(
    routes.auth.account,
    { account, password: newPassword, countryCode, loginType: 'mobile' in target ? 'mobile' : 'email' },
    { silent: true },
  );
  return token;
}
