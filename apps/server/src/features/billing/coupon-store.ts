import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { couponRedemptions, coupons } from './tables.ts';

export type CouponRow = typeof coupons.$inferSelect;

export async function couponByCode(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row ?? null;
}

export async function insertCoupon(db: Db, row: typeof coupons.$inferInsert): Promise<CouponRow> {
  const [coupon] = await db.insert(coupons).values(row).returning();
  return coupon!;
}

export async function listCoupons(db: Db): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(coupons.id);
}

/** Records one use by one user; false if this user used it already. */
export async function recordRedemption(db: Db, couponId: number, userId: number): Promise<boolean> {
  const inserted = await db
    .insert(couponRedemptions)
    .values({ couponId, userId })
    .onConflictDoNothing()
    .returning({ userId: couponRedemptions.userId });
  return inserted.length > 0;
}

/** Takes one use if any is left: the guard makes concurrent redemptions unable to overspend. */
export async function takeUse(db: Db, couponId: number): Promise<boolean> {
  const taken = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, couponId), lt(coupons.usedCount, coupons.maxUses)))
    .returning({ id: coupons.id });
  return taken.length > 0;
}
