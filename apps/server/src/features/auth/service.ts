import type { z } from 'zod';
import type {
  accountLoginBody,
  emailLoginBody,
  emailSignupBody,
  forgetPasswordBody,
  mobileLoginBody,
  verifyEmailBody,
} from '@inkstone/contract/accounts';
import { ResultCode } from '@inkstone/contract/envelope';
import { Limits } from '@inkstone/contract/limits';
import { formatMessage } from '@inkstone/contract/messages';
import { hashPassword, passwordMatches } from '../../platform/auth/passwords.ts';
import { createSession, revokeSession, revokeUserSessions } from '../../platform/auth/sessions.ts';
import { insertUser } from '../../platform/auth/users.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { grantInviteReward } from '../billing/service.ts';
import { codeWaitSeconds, consumeCode, emailTarget, issueCode, smsCodeTarget } from './codes.ts';
import {
  bindInviter,
  inviterId,
  recordTermsConsent,
  updateUser,
  userByAccount,
  userByEmail,
  userByMobile,
} from './store.ts';
import type { Platform } from '../../platform/platform.ts';

/** The platform parts these services use. */
type AuthPlatform = Pick<Platform, 'db' | 'config' | 'clock' | 'rateLimiter' | 'mailer' | 'sms'>;

const EMAIL_CODE_LENGTH = 6;
const LOGIN_TRIES = { perTarget: 10, windowMs: 15 * 60 * 1000 };

export { consumeCode, emailTarget, smsCodeTarget };

/** Sends a 6-digit email code; refused inside the 60 s countdown. */
export async function sendEmailCode(caller: CallerWith<AuthPlatform>, email: string): Promise<{ seconds: number }> {
  const { platform } = caller;
  const code = await issueCode(platform.db, platform.rateLimiter, {
    target: emailTarget(email),
    ip: caller.ip,
    length: EMAIL_CODE_LENGTH,
    perIpPerHour: platform.config.CODE_SENDS_PER_IP_PER_HOUR,
  });
  await platform.mailer.send({
    to: email,
    subject: formatMessage(caller.language, 'mail.codeSubject'),
    text: formatMessage(caller.language, 'mail.codeText', { code }),
    code,
  });
  return { seconds: Limits.codeCountdownSeconds };
}

/** Sends a 4-digit SMS code; refused inside the 60 s countdown. */
export async function sendSmsCode(
  caller: CallerWith<AuthPlatform>,
  countryCode: string,
  mobile: string,
): Promise<{ seconds: number }> {
  const { platform } = caller;
  const code = await issueCode(platform.db, platform.rateLimiter, {
    target: smsCodeTarget(countryCode, mobile),
    ip: caller.ip,
    length: Limits.smsCodeLength,
    perIpPerHour: platform.config.CODE_SENDS_PER_IP_PER_HOUR,
  });
  await platform.sms.send({
    countryCode,
    mobile,
    code,
    text: formatMessage(caller.language, 'sms.codeText', { code }),
  });
  return { seconds: Limits.codeCountdownSeconds };
}

/** Counts a sign-in try against the target and the IP; too many answers with a wait. */
async function countLoginTry(caller: CallerWith<AuthPlatform>, target: string) {
  const { rateLimiter } = caller.platform;
  for (const [key, limit] of [
    [`login:${target}`, LOGIN_TRIES.perTarget],
    [`login-ip:${caller.ip}`, caller.platform.config.LOGIN_TRIES_PER_IP],
  ] as const) {
    const hit = await rateLimiter.hit(key, limit, LOGIN_TRIES.windowMs);
    if (!hit.allowed) {
      throw new AppError(
        ResultCode.tooManyRequests,
        'auth.tooManyAttempts',
        { minutes: Math.ceil(hit.retryAfterMs / 60_000) },
        { warn: true },
      );
    }
  }
}

function session(caller: CallerWith<AuthPlatform>, user: UserRow) {
  return createSession(caller.platform.db, user.id, {
    ttlDays: caller.platform.config.SESSION_TTL_DAYS,
    userAgent: caller.userAgent,
  });
}

const badCredentials = () => new AppError(ResultCode.invalid, 'auth.badCredentials');

export async function loginWithMobile(
  caller: CallerWith<AuthPlatform>,
  body: z.infer<typeof mobileLoginBody>,
): Promise<{ token: string }> {
  const { db } = caller.platform;
  await countLoginTry(caller, smsCodeTarget(body.countryCode, body.mobile));
  await consumeCode(db, smsCodeTarget(body.countryCode, body.mobile), body.smsCaptcha);
  let user = await userByMobile(db, body.countryCode, body.mobile);
  if (!user) {
    if (!body.registerIfNew) throw new AppError(ResultCode.notFound, 'auth.noAccount');
    user = await insertUser(db, {
      mobile: body.mobile,
      countryCode: body.countryCode,
      nickname: `User${body.mobile.slice(-4)}`,
      invitedBy: await inviterId(db, body.inviteId),
    });
    // The sign-in panel says continuing accepts the terms; a new account records that.
    await recordTermsConsent(db, user.id, 'signup', caller.platform.clock.now());
    if (user.invitedBy) await grantInviteReward(caller.platform, user.id);
  }
  return { token: await session(caller, user) };
}

export async function loginWithAccount(
  caller: CallerWith<AuthPlatform>,
  body: z.infer<typeof accountLoginBody>,
): Promise<{ token: string }> {
  const { db } = caller.platform;
  await countLoginTry(caller, `account:${body.account}`);
  const account = body.account.trim();
  const user = account.includes('@')
    ? await userByEmail(db, account.toLowerCase())
    : body.loginType === 'mobile' && /^\d+$/.test(account)
      ? await userByMobile(db, body.countryCode, account)
      : await userByAccount(db, account);
  if (!user || !(await passwordMatches(user.passwordHash, body.password))) throw badCredentials();
  if (account.includes('@') && !user.emailVerified && !user.mobile)
    throw new AppError(ResultCode.forbidden, 'auth.emailNotVerified', {}, { warn: true });
  await caller.platform.rateLimiter.reset(`login:account:${body.account}`);
  return { token: await session(caller, user) };
}

/** An unverified email answers validationEmail false and no token: the client verifies first. */
export async function loginWithEmail(caller: CallerWith<AuthPlatform>, body: z.infer<typeof emailLoginBody>) {
  const { db } = caller.platform;
  await countLoginTry(caller, emailTarget(body.email));
  const user = await userByEmail(db, body.email);
  if (!user || !(await passwordMatches(user.passwordHash, body.password))) throw badCredentials();
  await caller.platform.rateLimiter.reset(`login:${emailTarget(body.email)}`);
  if (!user.emailVerified) {
    // The client's verification step sends a code only when none is counting down already.
    // Real time, like the rate limiter that enforces the countdown.
    const codeSeconds = await codeWaitSeconds(db, emailTarget(body.email), new Date());
    return { validationEmail: false, token: '', email: body.email, codeSeconds };
  }
  return { validationEmail: true, token: await session(caller, user), email: body.email };
}

/** Creates (or, while still unverified, re-creates) an email account and sends its code. */
export async function signupWithEmail(caller: CallerWith<AuthPlatform>, body: z.infer<typeof emailSignupBody>) {
  const { db } = caller.platform;
  const existing = await userByEmail(db, body.email);
  if (existing?.emailVerified) throw new AppError(ResultCode.conflict, 'auth.emailTaken');
  const passwordHash = await hashPassword(body.password);
  const inviter = await inviterId(db, body.inviteId);
  const user = existing
    ? await updateUser(db, existing.id, { passwordHash })
    : await insertUser(db, {
        email: body.email,
        passwordHash,
        nickname: defaultNickname(body.email),
        invitedBy: inviter,
      });
  await recordTermsConsent(db, user.id, body.agree ? 'checkbox' : 'signup', caller.platform.clock.now());
  const codeSeconds = await sendEmailCode(caller, body.email).then(
    ({ seconds }) => seconds,
    (error: unknown) => {
      // Inside the countdown the code already sent still works; the signup itself stands.
      if (error instanceof AppError && error.key === 'auth.codeWait') return Number(error.params.seconds);
      throw error;
    },
  );
  // Verification then counts down from here instead of sending a second code.
  return { validationEmail: false, token: '', email: body.email, codeSeconds };
}

export async function verifyEmail(caller: CallerWith<AuthPlatform>, body: z.infer<typeof verifyEmailBody>) {
  const { db } = caller.platform;
  const user = await userByEmail(db, body.email);
  if (!user) throw new AppError(ResultCode.notFound, 'auth.emailNotRegistered');
  await consumeCode(db, emailTarget(body.email), body.emailCaptcha);
  const verified = await updateUser(db, user.id, { emailVerified: true });
  const inviter = await inviterId(db, body.inviteId);
  await bindInviter(db, verified, inviter);
  // The account becomes real at its first verification: an invited newcomer gets the reward then.
  if (!user.emailVerified && (verified.invitedBy ?? inviter)) await grantInviteReward(caller.platform, user.id);
  return { validationEmail: true, token: await session(caller, verified), email: body.email };
}

/** Sets a new password after a code proves the mailbox or phone, and ends every sign-in. */
export async function resetPassword(
  caller: CallerWith<AuthPlatform>,
  body: z.infer<typeof forgetPasswordBody>,
): Promise<void> {
  const { db } = caller.platform;
  let user: UserRow | null;
  if (body.loginType === 'email') {
    user = await userByEmail(db, body.email);
    if (!user) throw new AppError(ResultCode.notFound, 'auth.emailNotRegistered');
    await consumeCode(db, emailTarget(body.email), body.emailCaptcha);
  } else {
    user = await userByMobile(db, body.countryCode, body.mobile);
    if (!user) throw new AppError(ResultCode.notFound, 'auth.noAccount');
    await consumeCode(db, smsCodeTarget(body.countryCode, body.mobile), body.smsCaptcha);
  }
  await updateUser(db, user.id, {
    passwordHash: await hashPassword(body.newPassword),
    ...(body.loginType === 'email' ? { emailVerified: true } : {}),
  });
  await revokeUserSessions(db, user.id);
}

export async function logout(caller: CallerWith<AuthPlatform>, token: string | null): Promise<void> {
  if (token) await revokeSession(caller.platform.db, token);
}

function defaultNickname(email: string): string {
  const local = email
    .split('@')[0]!
    .replace(/[^\p{L}\p{N}_.-]/gu, '')
    .slice(0, 20);
  return local || 'User';
}

/** Lookups and saves the account feature builds on (it may not reach into this store). */
export const findUserByEmail = userByEmail;
export const findUserByMobile = userByMobile;
export const saveUser = updateUser;
