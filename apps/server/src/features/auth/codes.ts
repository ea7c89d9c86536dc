import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { ResultCode } from '@inkstone/contract/envelope';
import { Limits } from '@inkstone/contract/limits';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/limits/rate-limiter.ts';
import { verificationCodes } from './tables.ts';

export const CODE_TTL_MS = 5 * 60 * 1000;
/** Wrong tries a code survives; the next wrong one voids it. */
export const CODE_MAX_ATTEMPTS = 5;

export const emailTarget = (email: string) => `email:${email}`;
export const smsCodeTarget = (countryCode: string, mobile: string) => `sms:${countryCode}:${mobile}`;

const hashCode = (target: string, code: string) => createHash('sha256').update(`${target}\n${code}`).digest('hex');

/**
 * Makes a new code for a target, enforcing one send per 60 s per target (the refusal says how
 * many seconds remain) and a cap per IP. The previous code of the target stops working.
 */
export async function issueCode(
  db: Db,
  limiter: RateLimiter,
  input: { target: string; ip: string; length: number; perIpPerHour: number },
): Promise<string> {
  const perTarget = await limiter.hit(`code:${input.target}`, 1, Limits.codeCountdownSeconds * 1000);
  if (!perTarget.allowed) {
    const seconds = Math.ceil(perTarget.retryAfterMs / 1000);
    throw new AppError(ResultCode.tooManyRequests, 'auth.codeWait', { seconds }, { warn: true, data: { seconds } });
  }
  const perIp = await limiter.hit(`code-ip:${input.ip}`, input.perIpPerHour, 60 * 60 * 1000);
  if (!perIp.allowed) throw new AppError(ResultCode.tooManyRequests, 'errors.tooManyRequests', {}, { warn: true });

  const code = String(randomInt(0, 10 ** input.length)).padStart(input.length, '0');
  await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.target, input.target), isNull(verificationCodes.consumedAt)));
  await db.insert(verificationCodes).values({
    target: input.target,
    codeHash: hashCode(input.target, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  return code;
}

/**
 * What remains of the target's 60 s countdown, from its latest code: how long `issueCode` will
 * refuse it (0 when it would send now).
 */
export async function codeWaitSeconds(db: Db, target: string, now: Date): Promise<number> {
  const [latest] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.target, target))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!latest) return 0;
  const left = latest.createdAt.getTime() + Limits.codeCountdownSeconds * 1000 - now.getTime();
  return Math.max(0, Math.ceil(left / 1000));
}

/** Uses up the target's current code if `code` matches; a wrong, expired or voided code throws. */
export async function consumeCode(db: Db, target: string, code: string): Promise<void> {
  const invalid = new AppError(ResultCode.invalid, 'auth.codeInvalid');
  const [current] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!current || current.expiresAt.getTime() <= Date.now()) throw invalid;
  if (current.codeHash !== hashCode(target, code)) {
    const attempts = current.attempts + 1;
    await db
      .update(verificationCodes)
      .set(attempts >= CODE_MAX_ATTEMPTS ? { attempts, consumedAt: new Date() } : { attempts })
      .where(eq(verificationCodes.id, current.id));
    throw invalid;
  }
  // Only one of two simultaneous uses of the same code may win.
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, current.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw invalid;
}
