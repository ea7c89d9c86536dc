import { ResultCode } from '@inkstone/contract/envelope';
import type { Db } from '../../platform/db/client.ts';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/http/errors.ts';
import { dayKey, monthStartKey } from './day.ts';
import { countUse, countUseByPlan, planOf, returnCredit, uncountUse, useCredit, type UsageKind } from './store.ts';

/**
 * What one charge took, so it can be given back if the upstream fails before answering; `left`
 * is what the allowance it was counted against had left after it, where that is known.
 */
export type Grant = {
  userId: number;
  day: string | null;
  kind: UsageKind | null;
  creditId: number | null;
  left?: number;
};

type Rules = Pick<
  Config,
  | 'TIME_ZONE'
  | 'FREE_DAILY_LIMIT'
  | 'PRO_DAILY_LIMIT'
  | 'PRO_PREMIUM_MONTHLY'
  | 'FREE_DRAW_DAILY_LIMIT'
  | 'DRAW_PRO_DAILY_LIMIT'
>;

const refuse = (
  key: 'quota.freeExhausted' | 'quota.proDaily' | 'quota.premium' | 'quota.drawExhausted' | 'quota.drawDaily',
  limit: number,
  upgrade: 'qa' | 'drawing' | null,
) => new AppError(ResultCode.quotaExceeded, key, { limit }, { warn: true, data: { upgrade } });

export async function activePlan(db: Db, userId: number, kind: 'qa' | 'drawing', now: Date) {
  const plan = await planOf(db, userId, kind);
  return plan && plan.expiresAt > now ? plan : null;
}

/**
 * Counts one question. Standard models: the day's allowance (free or Pro fair use), then
 * extra questions. Premium models: the Pro plan's monthly allowance, then extra questions.
 */
export async function chargeQuestion(
  db: Db,
  rules: Rules,
  userId: number,
  premium: boolean,
  now: Date,
): Promise<Grant> {
  const [day, kind, proLimit, freeLimit] = premium
    ? [monthStartKey(now, rules.TIME_ZONE), 'qa_premium' as const, rules.PRO_PREMIUM_MONTHLY, 0]
    : [dayKey(now, rules.TIME_ZONE), 'qa' as const, rules.PRO_DAILY_LIMIT, rules.FREE_DAILY_LIMIT];
  // The plan is read in the counting statement; only a question past its allowance asks again.
  const left = await countUseByPlan(db, userId, { day, kind, planKind: 'qa', proLimit, freeLimit, now });
  if (left !== null) return { userId, day, kind, creditId: null, left };
  const creditId = await useCredit(db, userId, now);
  if (creditId !== null) return { userId, day: null, kind: null, creditId };
  const pro = await activePlan(db, userId, 'qa', now);
  const limit = pro ? proLimit : freeLimit;
  if (premium) throw refuse('quota.premium', limit, pro ? null : 'qa');
  throw pro ? refuse('quota.proDaily', limit, null) : refuse('quota.freeExhausted', limit, 'qa');
}

/** Counts one drawing against the drawing plan's fair use or the free daily drawings. */
export async function chargeDrawing(db: Db, rules: Rules, userId: number, now: Date): Promise<Grant> {
  const plan = await activePlan(db, userId, 'drawing', now);
  const limit = plan ? rules.DRAW_PRO_DAILY_LIMIT : rules.FREE_DRAW_DAILY_LIMIT;
  const day = dayKey(now, rules.TIME_ZONE);
  if (await countUse(db, userId, day, 'drawing', limit)) return { userId, day, kind: 'drawing', creditId: null };
  throw plan ? refuse('quota.drawDaily', limit, null) : refuse('quota.drawExhausted', limit, 'drawing');
}

/** Gives a charge back: the upstream failed before it answered. */
export async function refund(db: Db, grant: Grant): Promise<void> {
  if (grant.kind && grant.day) await uncountUse(db, grant.userId, grant.day, grant.kind);
  if (grant.creditId !== null) await returnCredit(db, grant.creditId);
}
