import type { TranslateQuota } from '@inkstone/contract/translate';
import type { Config } from '../../platform/config.ts';
import type { Platform } from '../../platform/platform.ts';
import { isQaVip, quotaDay } from '../billing/service.ts';
import { pagesUsed } from './store.ts';

const MB = 1024 * 1024;

export const uploadLimitBytes = (config: Pick<Config, 'TRANSLATE_MAX_UPLOAD_MB'>) =>
  config.TRANSLATE_MAX_UPLOAD_MB * MB;

/** The caller's allowance (SPEC §9: free pages differ for normal and VIP users; VIP = an active Q&A plan). */
export async function translateQuota(
  platform: Pick<Platform, 'db' | 'config' | 'clock'>,
  userId: number,
): Promise<TranslateQuota & { day: string }> {
  const { config } = platform;
  const vip = await isQaVip(platform, userId);
  const day = quotaDay(platform);
  return {
    perFile: vip ? config.TRANSLATE_VIP_PAGES_PER_FILE : config.TRANSLATE_FREE_PAGES_PER_FILE,
    perDay: vip ? config.TRANSLATE_VIP_PAGES_PER_DAY : config.TRANSLATE_FREE_PAGES_PER_DAY,
    usedToday: await pagesUsed(platform.db, userId, day),
    vip,
    day,
  };
}
