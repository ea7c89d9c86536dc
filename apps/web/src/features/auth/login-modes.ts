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

/** The three ways to sign in, offered under each other sign-in form. */
export const SIGN_IN_MODES: readonly LoginMode[] = [LoginMode.mobile, LoginMode.email, LoginMode.account];

export type ModeLink = {
  label: 'link.forgot' | 'link.signup' | 'link.haveAccount' | 'link.back' | 'link.otherEmail' | `mode.${LoginMode}`;
  to: LoginMode;
};

/**
 * The links under each form. Verification is reached only from signup or email login; each
 * reset returns to the sign-in that uses the password it sets.
 */
export const MODE_LINKS: Record<LoginMode, readonly ModeLink[]> = {
  [LoginMode.mobile]: [],
  [LoginMode.email]: [
    { label: 'link.forgot', to: LoginMode.emailReset },
    { label: 'link.signup', to: LoginMode.signup },
  ],
  [LoginMode.account]: [
    { label: 'link.forgot', to: LoginMode.mobileReset },
    { label: 'link.signup', to: LoginMode.signup },
  ],
  [LoginMode.signup]: [{ label: 'link.haveAccount', to: LoginMode.email }],
  [LoginMode.emailVerify]: [
    { label: 'link.otherEmail', to: LoginMode.signup },
    { label: 'link.back', to: LoginMode.email },
  ],
  [LoginMode.emailReset]: [
    { label: `mode.${LoginMode.mobileReset}`, to: LoginMode.mobileReset },
    { label: 'link.back', to: LoginMode.email },
  ],
  [LoginMode.mobileReset]: [
    { label: `mode.${LoginMode.emailReset}`, to: LoginMode.emailReset },
    { label: 'link.back', to: LoginMode.account },
  ],
};

/**
 * Sign-in alternatives are offered on the sign-in and signup forms, not inside a reset or a
 * verification. Signup already links to email sign-in, so it offers the other two.
 */
export function otherSignInModes(mode: LoginMode): readonly LoginMode[] {
  if (mode === LoginMode.signup) return SIGN_IN_MODES.filter((other) => other !== LoginMode.email);
  return SIGN_IN_MODES.includes(mode) ? SIGN_IN_MODES.filter((other) => other !== mode) : [];
}

/** Signup when the address carries an invite; otherwise phone for zh_CN and email for English. */
export function defaultLoginMode(language: Language, search: string): LoginMode {
  if (new URLSearchParams(search).has('invite')) return LoginMode.signup;
  return language === 'zh_CN' ? LoginMode.mobile : LoginMode.email;
}
