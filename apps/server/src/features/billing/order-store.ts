import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { orders, paymentEvents } from './tables.ts';

export type OrderRow = typeof orders.$inferSelect;

export async function insertOrder(db: Db, row: typeof orders.$inferInsert): Promise<OrderRow> {
  const [order] = await db.insert(orders).values(row).returning();
  return order!;
}

export async function orderById(db: Db, id: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return order ?? null;
}

export async function setProviderRef(db: Db, id: string, providerRef: string) {
  await db.update(orders).set({ providerRef }).where(eq(orders.id, id));
}

/** Flips pending → paid; only one caller ever gets the row back, so only one grants. */
export async function markPaid(db: Db, id: string, now: Date): Promise<OrderRow | null> {
  const [order] = await db
    .update(orders)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning();
  return order ?? null;
}

export async function eventSeen(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, id)).limit(1);
  return Boolean(row);
}

/** Logs a handled provider event, so a replay is recognised. */
export async function recordEvent(db: Db, id: string, provider: string, type: string): Promise<void> {
  await db.insert(paymentEvents).values({ id, provider, type }).onConflictDoNothing();
}
