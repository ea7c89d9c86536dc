import type { z } from 'zod';
import { ResultCode } from '@inkstone/contract/envelope';
import type { FutuSign, WechatAccountInfo, wechatAccountBody } from '@inkstone/contract/wechat';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import type { WechatAccount } from './client.ts';
import { wechatClient } from './instance.ts';
import { openSecret, sealSecret } from './secret-box.ts';
import { jsapiSignature, nonceStr } from './sign.ts';
import { accountRow, deleteAccountRow, saveAccountRow } from './store.ts';
import type { WechatAccountRow } from './tables.ts';

export { publishArticle, publishStatus, type ImageReader } from './publish.ts';
export { articleImageReader } from './image-reader.ts';
export type { Article } from './article.ts';
export type { PublishState, WechatAccount } from './client.ts';

type WechatServicePlatform = Pick<Platform, 'config' | 'clock' | 'db' | 'database' | 'storage' | 'rateLimiter'>;
type WechatCaller = CallerWith<WechatServicePlatform>;

/** Each save asks WeChat for a token; guessing secrets through us is kept slow. */
const SAVE_LIMIT = { count: 10, windowMs: 15 * 60 * 1000 };

/** The sealed secret is bound to its row: whose it is and which AppID it opens. */
const sealContext = (userId: number, appId: string) => `wechat-account:${userId}:${appId}`;

const present = (row: WechatAccountRow | null): WechatAccountInfo => ({
  appId: row?.appId ?? null,
  hasSecret: Boolean(row?.secretSealed),
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/** The caller's own account; these calls take no id, so no one reaches another user's row. */
export async function accountInfo(caller: WechatCaller, user: UserRow): Promise<WechatAccountInfo> {
  return present(await accountRow(caller.platform.db, user.id));
}

/** Stores the AppID and sealed secret once WeChat has issued a token for them; a refusal stores nothing. */
export async function saveAccount(
  caller: WechatCaller,
  user: UserRow,
  body: z.infer<typeof wechatAccountBody>,
): Promise<WechatAccountInfo> {
  const { allowed } = await caller.platform.rateLimiter.hit(
    `wechat:save:${user.id}`,
    SAVE_LIMIT.count,
    SAVE_LIMIT.windowMs,
  );
  if (!allowed) throw new AppError(ResultCode.tooManyRequests, 'errors.tooManyRequests', {}, { warn: true });
  const account = { appId: body.appId, appSecret: body.appSecret };
  await wechatClient(caller.platform).verify(account);
  const sealed = await sealSecret(caller.platform, account.appSecret, sealContext(user.id, account.appId));
  return present(await saveAccountRow(caller.platform.db, user.id, account.appId, sealed));
}

export async function deleteAccount(caller: WechatCaller, user: UserRow): Promise<void> {
  await deleteAccountRow(caller.platform.db, user.id);
}

/**
 * The user's account with its secret opened, for publishing (the writing feature calls this,
 * then `publishArticle`). Refused with a message when none is saved or it no longer opens.
 */
export async function accountOf(
  platform: Pick<Platform, 'db' | 'database' | 'storage'>,
  userId: number,
): Promise<WechatAccount> {
  const row = await accountRow(platform.db, userId);
  const appSecret = row && (await openSecret(platform, row.secretSealed, sealContext(userId, row.appId)));
  if (!row || !appSecret) throw new AppError(ResultCode.invalid, 'wechat.noAccount');
  return { appId: row.appId, appSecret };
}

/**
 * SPEC §7's share signature, under the server's own account (WECHAT_APP_ID / WECHAT_APP_SECRET):
 * the page's owner is this site, not a user. Without them, a message naming the settings —
 * a made-up signature would only fail later inside WeChat.
 */
export async function futuSign(caller: WechatCaller, url: string): Promise<FutuSign> {
  const { config, clock } = caller.platform;
  if (!config.WECHAT_APP_ID || !config.WECHAT_APP_SECRET)
    throw new AppError(ResultCode.unavailable, 'wechat.signNotConfigured', {}, { warn: true });
  const account = { appId: config.WECHAT_APP_ID, appSecret: config.WECHAT_APP_SECRET };
  const ticket = await wechatClient(caller.platform).jsapiTicket(account);
  const timestamp = Math.floor(clock.now().getTime() / 1000);
  const nonce = nonceStr();
  return {
    appId: account.appId,
    timestamp,
    nonceStr: nonce,
    signature: jsapiSignature({ ticket, nonceStr: nonce, timestamp, url }),
  };
}
