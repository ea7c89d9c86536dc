import { and, asc, desc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { rows } from '../../platform/db/migrate.ts';
import { credits, plans, usage } from './tables.ts';

export type UsageKind = (typeof usage.$inferSelect)['kind'];

/**
 * Adds one to a day's count unless it already reached `limit`, in one statement: concurrent
 * requests at the limit cannot both pass. Returns false when the limit was reached.
 */
export async function countUse(db: Db, userId: number, day: string, kind: UsageKind, limit: number): Promise<boolean> {
  if (limit <= 0) return false;
  const result = await db.execute(sql`
    insert into ${usage} (user_id, day, kind, count) values (${userId}, ${day}, ${kind}, 1)
    on conflict (user_id, day, kind) do update set count = ${usage}.count + 1
    where ${usage}.count < ${limit}
    returning count`);
  return rows(result).length > 0;
}

/**
 * `countUse` with the limit chosen by the user's plan in the same statement: `proLimit` while a
 * plan of `planKind` is active at `now`, else `freeLimit` (0: nothing to count). One query instead
 * of reading the plan first — it stands between a chat question and its first token (issue #11).
 */
export async function countUseByPlan(
  db: Db,
  userId: number,
  use: { day: string; kind: UsageKind; planKind: 'qa' | 'drawing'; proLimit: number; freeLimit: number; now: Date },
): Promise<number | null> {
  const result = await db.execute(sql`
    with cap as (
      select case when exists (
        select 1 from ${plans}
        where ${plans.userId} = ${userId} and ${plans.kind} = ${use.planKind}
          and ${plans.expiresAt} > ${use.now.toISOString()}
      ) then ${use.proLimit}::int else ${use.freeLimit}::int end as n
    )
    insert into ${usage} (user_id, day, kind, count)
    select ${userId}, ${use.day}, ${use.kind}, 1 from cap where cap.n > 0
    on conflict (user_id, day, kind) do update set count = ${usage}.count + 1
    where ${usage}.count < (select n from cap)
    returning (select n from cap) - count as left`);
  // Counted: how many the allowance has left after this one; not counted (past it): null.
  const [counted] = rows<{ left: number | string }>(result);
  return counted ? Number(counted.left) : null;
}

export async function uncountUse(db: Db, userId: number, day: string, kind: UsageKind): Promise<void> {
  await db
    .update(usage)
    .set({ count: sql`${usage.count} - 1` })
    .where(and(eq(usage.userId, userId), eq(usage.day, day), eq(usage.kind, kind), gt(usage.count, 0)));
}

export async function usedOn(db: Db, userId: number, day: string, kind: UsageKind): Promise<number> {
  const [row] = await db
    .select({ count: usage.count })
    .from(usage)
    .where(and(eq(usage.userId, userId), eq(usage.day, day), eq(usage.kind, kind)));
  return row?.count ?? 0;
}

export async function usedSince(db: Db, userId: number, fromDay: string, kind: UsageKind): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${usage.count}), 0)::int` })
    .from(usage)
    .where(and(eq(usage.userId, userId), gte(usage.day, fromDay), eq(usage.kind, kind)));
  return Number(row?.total ?? 0);
}

const usable = (userId: number, now: Date) =>
  and(
    eq(credits.userId, userId),
    lt(credits.used, credits.total),
    or(isNull(credits.expiresAt), gt(credits.expiresAt, now)),
  );

/** Uses one extra question, the soonest to expire first; null when none is left. */
export async function useCredit(db: Db, userId: number, now: Date): Promise<number | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [candidate] = await db
      .select({ id: credits.id })
      .from(credits)
      .where(usable(userId, now))
      .orderBy(sql`${credits.expiresAt} asc nulls last`, asc(credits.id))
      .limit(1);
    if (!candidate) return null;
    // The `used < total` guard makes a lost race fail instead of overspending; then try the next.
    const taken = await db
      .update(credits)
      .set({ used: sql`${credits.used} + 1` })
      .where(and(eq(credits.id, candidate.id), lt(credits.used, credits.total)))
      .returning({ id: credits.id });
    if (taken.length) return candidate.id;
  }
  return null;
}

export async function returnCredit(db: Db, creditId: number): Promise<void> {
  await db
    .update(credits)
    .set({ used: sql`${credits.used} - 1` })
    .where(and(eq(credits.id, creditId), gt(credits.used, 0)));
}

export async function creditsLeft(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`coalesce(sum(${credits.total} - ${credits.used}), 0)::int` })
    .from(credits)
    .where(usable(userId, now));
  return Number(row?.left ?? 0);
}

export async function addCredits(db: Db, row: typeof credits.$inferInsert): Promise<void> {
  await db.insert(credits).values(row);
}

export async function planOf(db: Db, userId: number, kind: 'qa' | 'drawing') {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.userId, userId), eq(plans.kind, kind)))
    .orderBy(desc(plans.expiresAt))
    .limit(1);
  return row ?? null;
}

/** Starts or extends a plan: from its current expiry while active, else from now. */
export async function extendPlan(
  db: Db,
  input: { userId: number; kind: 'qa' | 'drawing'; payType: 'year' | 'quarter' | 'month'; days: number; now: Date },
) {
  const interval = `${input.days} days`;
  const fromNow = sql`${input.now.toISOString()}::timestamptz + ${interval}::interval`;
  await db.execute(sql`
    insert into ${plans} (user_id, kind, pay_type, period_days, expires_at)
    values (${input.userId}, ${input.kind}, ${input.payType}, ${input.days}, ${fromNow})
    on conflict (user_id, kind) do update set
      pay_type = excluded.pay_type,
      period_days = excluded.period_days,
      expires_at = greatest(${plans}.expires_at, ${input.now.toISOString()}::timestamptz) + ${interval}::interval,
      updated_at = now()`);
}
