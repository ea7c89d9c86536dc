import { z } from 'zod';
import {
  accountLoginBody,
  codeSentAnswer,
  emailLoginAnswer,
  emailLoginBody,
  emailSignupBody,
  forgetPasswordBody,
  mobileLoginBody,
  sendEmailCodeBody,
  sendSmsQuery,
  tokenAnswer,
  verifyEmailBody,
} from '../accounts.ts';
import { defineRoute } from './define.ts';

const tag = 'auth';
/** SPEC §7: login-area calls are form-encoded POSTs. */
const form = { method: 'POST', encoding: 'form', auth: 'none', tag } as const;

/** Sign-in calls of SPEC.md §7. */
export const authRoutes = {
  mobile: defineRoute({
    ...form,
    path: 'login/v1/mobile',
    body: mobileLoginBody,
    answer: tokenAnswer,
    summary: 'Sign in (or up) with an SMS code',
  }),
  account: defineRoute({
    ...form,
    path: 'login/v1/account',
    body: accountLoginBody,
    answer: tokenAnswer,
    summary: 'Sign in with account and password',
  }),
  email: defineRoute({
    ...form,
    path: 'login/v1/email',
    body: emailLoginBody,
    answer: emailLoginAnswer,
    summary: 'Sign in with email and password',
  }),
  sendSmsCode: defineRoute({
    method: 'GET',
    path: 'custom/sms/v1/sendKaptcha',
    query: sendSmsQuery,
    answer: codeSentAnswer,
    auth: 'none',
    tag,
    summary: 'Send an SMS code (once per 60 s per number)',
  }),
  signupEmail: defineRoute({
    ...form,
    path: 'cli/user/v1/regedit/email',
    body: emailSignupBody,
    answer: emailLoginAnswer,
    summary: 'Sign up with email and password',
  }),
  verifyEmail: defineRoute({
    ...form,
    path: 'cli/user/v1/verifyEmail',
    body: verifyEmailBody,
    answer: emailLoginAnswer,
    summary: 'Verify an email with its code; signs in',
  }),
  sendEmailCode: defineRoute({
    ...form,
    path: 'cli/user/v1/sendEmailVerificationCode',
    body: sendEmailCodeBody,
    answer: codeSentAnswer,
    summary: 'Send an email code (once per 60 s per address)',
  }),
  forgetPassword: defineRoute({
    ...form,
    path: 'login/v1/forgetPassword',
    body: forgetPasswordBody,
    answer: z.null(),
    summary: 'Reset the password with an email or SMS code',
  }),
  /** Reads the bearer token itself: an unknown token still signs out without an error. */
  logout: defineRoute({
    ...form,
    path: 'login/v1/logout',
    answer: z.null(),
    summary: 'Sign out: the token stops working',
  }),
};
