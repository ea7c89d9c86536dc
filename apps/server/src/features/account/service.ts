import type { z } from 'zod';
import type {
  bindEmailBody,
  bindMobileBody,
  changePasswordBody,
  updateBaseBody,
  UserInfo,
  UserSetting,
} from '@inkstone/contract/accounts';
import { ResultCode } from '@inkstone/contract/envelope';
import { can, ownedBy } from '../../platform/access/authorize.ts';
import { hashPassword, passwordMatches } from '../../platform/auth/passwords.ts';
import { revokeUserSessions } from '../../platform/auth/sessions.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  consumeCode,
  emailTarget,
  findUserByEmail,
  findUserByMobile,
  saveUser,
  smsCodeTarget,
} from '../auth/service.ts';
import { vipFields } from '../billing/service.ts';
import { fileById, recordActivation, saveSetting, settingOf } from './store.ts';
import type { Platform } from '../../platform/platform.ts';

/** The platform parts these services use. */
type AccountPlatform = Pick<Platform, 'db' | 'config' | 'clock'>;

/** SPEC.md §3 user info, with the plan fields from billing. */
export async function userInfo(caller: CallerWith<AccountPlatform>, user: UserRow): Promise<UserInfo> {
  return { ...presentUser(user), ...(await vipFields(caller.platform, user.id)) };
}

function presentUser(user: UserRow): UserInfo {
  return {
    nickname: user.nickname,
    avatar: user.avatar,
    email: user.email,
    mobile: user.mobile,
    countryCode: user.countryCode,
    account: user.account,
    cliUserId: user.cliUserId,
    tableId: user.id,
    inviteId: user.inviteCode,
    isChatgptVip: false,
    chatgptVipExpirationTime: null,
    isMidjourneyVip: false,
    midjourneyVipExpirationTime: null,
    hasPassword: Boolean(user.passwordHash),
  };
}

export async function updateBase(
  caller: CallerWith<AccountPlatform>,
  user: UserRow,
  body: z.infer<typeof updateBaseBody>,
): Promise<UserInfo> {
  const { db } = caller.platform;
  if (body.avatar) {
    // Only an avatar this user uploaded may become their picture: anyone may see an avatar,
    // but putting one to use is its owner's to do.
    const file = await fileById(db, body.avatar.split('/').pop()!.split('.')[0]!);
    const usable = file?.purpose === 'avatar' && can(user, 'write', ownedBy(file.userId));
    if (!usable) throw new AppError(ResultCode.invalid, 'validation.avatar');
  }
  return userInfo(
    caller,
    await saveUser(db, user.id, {
      ...(body.nickname ? { nickname: body.nickname } : {}),
      ...(body.avatar ? { avatar: body.avatar } : {}),
    }),
  );
}

export async function bindEmail(
  caller: CallerWith<AccountPlatform>,
  user: UserRow,
  body: z.infer<typeof bindEmailBody>,
): Promise<UserInfo> {
  const { db } = caller.platform;
  const holder = await findUserByEmail(db, body.email);
  if (holder && holder.id !== user.id) throw new AppError(ResultCode.conflict, 'auth.emailBound');
  await consumeCode(db, emailTarget(body.email), body.emailCaptcha);
  return userInfo(caller, await saveUser(db, user.id, { email: body.email, emailVerified: true }));
}

export async function bindMobile(
  caller: CallerWith<AccountPlatform>,
  user: UserRow,
  body: z.infer<typeof bindMobileBody>,
): Promise<UserInfo> {
  const { db } = caller.platform;
  const holder = await findUserByMobile(db, body.countryCode, body.mobile);
  if (holder && holder.id !== user.id) throw new AppError(ResultCode.conflict, 'auth.mobileBound');
  await consumeCode(db, smsCodeTarget(body.countryCode, body.mobile), body.smsCaptcha);
  return userInfo(caller, await saveUser(db, user.id, { mobile: body.mobile, countryCode: body.countryCode }));
}

/** Changes the password; every other sign-in of the user ends, this one stays. */
export async function changePassword(
  caller: CallerWith<AccountPlatform>,
  user: UserRow,
  token: string,
  body: z.infer<typeof changePasswordBody>,
): Promise<void> {
  if (!(await passwordMatches(user.passwordHash, body.password)))
    throw new AppError(ResultCode.invalid, 'auth.wrongPassword');
  await saveUser(caller.platform.db, user.id, { passwordHash: await hashPassword(body.newPassword) });
  await revokeUserSessions(caller.platform.db, user.id, token);
}

export async function userSetting(caller: CallerWith<AccountPlatform>, user: UserRow): Promise<UserSetting> {
  const row = await settingOf(caller.platform.db, user.id);
  return { useCustomer: row?.useCustomer ?? false, customer: row?.customer ?? '' };
}

export async function setUserSetting(
  caller: CallerWith<AccountPlatform>,
  user: UserRow,
  setting: UserSetting,
): Promise<UserSetting> {
  await saveSetting(caller.platform.db, user.id, setting.useCustomer, setting.customer);
  return setting;
}

/** Custom instructions to apply to a chat: only when the user has switched them on. */
export async function customInstructions(caller: CallerWith<AccountPlatform>, userId: number): Promise<string | null> {
  const row = await settingOf(caller.platform.db, userId);
  return row?.useCustomer && row.customer.trim() ? row.customer : null;
}

export async function activate(
  caller: CallerWith<AccountPlatform>,
  user: UserRow | null,
  payload: Record<string, unknown>,
): Promise<void> {
  // Bounded: this call is open to anonymous clients.
  const json = JSON.stringify(payload);
  await recordActivation(caller.platform.db, {
    userId: user?.id ?? null,
    payload: json.length > 4096 ? { truncated: json.slice(0, 4096) } : payload,
    ip: caller.ip,
    userAgent: caller.userAgent?.slice(0, 300),
  });
}
