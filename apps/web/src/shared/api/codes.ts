import { authRoutes } from '@inkstone/contract/routes/auth';
import { call } from './call.ts';
import { ApiError } from './errors.ts';

/**
 * Verification codes for sign-in, reset and binding. Both answer how many seconds to wait
 * before the next send; the callers show the failures themselves (SPEC §8: code-send failures
 * in the sign-in area raise no toast).
 */
export async function sendSmsCode(mobile: string, countryCode: string): Promise<number> {
  const { seconds } = await call(authRoutes.sendSmsCode, { mobile, countryCode }, { silent: true });
  return seconds;
}

export async function sendEmailCode(email: string): Promise<number> {
  const { seconds } = await call(authRoutes.sendEmailCode, { email }, { silent: true });
  return seconds;
}

/** A send refused inside the 60 s window answers 429 with the seconds that remain. */
export function secondsToWait(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 429) return null;
  const seconds = (error.data as { seconds?: unknown } | undefined)?.seconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : null;
}
