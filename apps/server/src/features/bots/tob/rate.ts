import { EmbedLimits } from '@inkstone/contract/bots-tob';
import { ResultCode } from '@inkstone/contract/envelope';
import type { MessageKey } from '@inkstone/contract/messages';
import { AppError } from '../../../platform/http/errors.ts';
import type { Platform } from '../../../platform/platform.ts';

type Ctx = Pick<Platform, 'rateLimiter'>;
const MINUTE = 60_000;

/**
 * A visitor pays nothing, so its questions are limited where it cannot reset them: per tmpUid
 * (one visitor) and per network address (a visitor taking fresh ids). Limits are shared by the
 * instances when the rate limiter is Redis.
 */
export async function checkRate(platform: Ctx, tmpUid: string, ip: string): Promise<void> {
  await hit(platform, `tob:visitor:${tmpUid}`, EmbedLimits.perVisitorPerMinute, MINUTE, 'embed.visitorRate');
  await hit(platform, `tob:ip:${ip}`, EmbedLimits.perIpPerMinute, MINUTE, 'embed.ipRate');
}

/** New ids per address: otherwise a fresh id per question would escape the per-visitor rate. */
export const checkNewVisitor = (platform: Ctx, ip: string) =>
  hit(platform, `tob:new:${ip}`, EmbedLimits.newVisitorsPerIpPerHour, 60 * MINUTE, 'embed.ipRate');

async function hit(platform: Ctx, key: string, limit: number, windowMs: number, message: MessageKey) {
  const result = await platform.rateLimiter.hit(key, limit, windowMs);
  if (result.allowed) return;
  const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
  throw new AppError(ResultCode.tooManyRequests, message, { seconds }, { warn: true });
}
