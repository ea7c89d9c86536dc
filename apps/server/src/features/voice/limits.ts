import type { Config } from '../../platform/config.ts';
import type { Platform } from '../../platform/platform.ts';
import { isQaVip } from '../billing/service.ts';

const MB = 1024 * 1024;

export const uploadLimitBytes = (config: Pick<Config, 'VOICE_MAX_UPLOAD_MB'>) => config.VOICE_MAX_UPLOAD_MB * MB;

/**
 * How long a user's recording may be: Pro VOICE_MAX_MINUTES; everyone else the trial's 5 minutes
 * (SPEC §5, VOICE_TRIAL_MINUTES), and `trial` says which so the answer can say "the 5-minute trial ended".
 */
export async function durationLimit(
  platform: Pick<Platform, 'db' | 'config' | 'clock'>,
  userId: number,
): Promise<{ maxMs: number; minutes: number; trial: boolean }> {
  const pro = await isQaVip(platform, userId);
  const minutes = pro ? platform.config.VOICE_MAX_MINUTES : platform.config.VOICE_TRIAL_MINUTES;
  return { maxMs: minutes * 60_000, minutes, trial: !pro };
}

/** Whether a speech provider is configured (STT_BASE_URL): without one, transcripts wait for it. */
export const hasSpeechProvider = (config: Pick<Config, 'STT_BASE_URL'>) => Boolean(config.STT_BASE_URL);
