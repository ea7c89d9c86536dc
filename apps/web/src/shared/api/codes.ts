import { api } from './client.ts';
import { ApiError } from './errors.ts';

type CodeSent = { seconds: number };

/**
 * Verification codes for sign-in, reset and binding. Both answer how many seconds to wait
 * before the next send; the callers show the failures themselves (SPEC §8: code-send failures
 * in the sign-in area raise no toast).
 */
export async function sendSmsCode(mobile: string, countryCode: string): Promise<number> {
  const { seconds } = await api.get<CodeSent>('custom/sms/v1/sendKaptcha', { mobile, countryCode }, { silent: true });
  return seconds;
}

export async function sendEmailCode(email: string): Promise<number> {
  const { seconds } = await api.postForm<CodeSent>('cli/user/v1/sendEmailVerificationCode', { email }, { silent: true });
  return seconds;
}

/** A send refused inside the 60 s window answers 429 with the seconds that remain. */
export function secondsToWait(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 429) return null;
  const seconds = (error.data as { seconds?: unknown } | undefined)?.seconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : null;
}
