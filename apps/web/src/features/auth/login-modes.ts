import type { Language } from '@/shared/i18n/language.ts';

/** Login dialog modes of SPEC §4, with the original client's numbers. */
export const LoginMode = {
  mobile: 1,
  email: 2,
  account: 9,
  signup: 6,
  emailVerify: 4,
  emailReset: 8,
  mobileReset: 7,
} as const;
export type LoginMode = (typeof LoginMode)[keyof typeof LoginMode];

/** The modes a visitor can pick directly; verification is reached from signup or email login. */
export const SWITCHABLE_MODES: readonly LoginMode[] = [
  LoginMode.mobile,
  LoginMode.email,
  LoginMode.account,
  LoginMode.signup,
  LoginMode.emailReset,
  LoginMode.mobileReset,
];

/** Signup when the address carries an invite; otherwise phone for zh_CN and email for English. */
export function defaultLoginMode(language: Language, search: string): LoginMode {
  if (new URLSearchParams(search).has('invite')) return LoginMode.signup;
  return language === 'zh_CN' ? LoginMode.mobile : LoginMode.email;
}
