import { and, asc, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { orderEvents, orders, paymentEvents } from './tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderStatus = OrderRow['status'];
export type OrderEventRow = typeof orderEvents.$inferSelect;

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

/** A user's newest order. */
export async function latestOrderOf(db: Db, userId: number): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order ?? null;
}

/** Where the payer pays (a QR code's content, a redirect), kept so the status page can show it again. */
export async function setCheckout(db: Db, id: string, input: { method: string; checkoutUrl: string | null }) {
  await db.update(orders).set(input).where(eq(orders.id, id));
}

/**
 * Flips the order to paid from one of `from` (pending by default); only one caller ever gets the
 * row back, so only one grants, however many notifications and queries arrive at once.
 */
export async function markPaid(
  db: Db,
  id: string,
  now: Date,
  options: { from?: OrderStatus[]; providerTradeId?: string } = {},
): Promise<OrderRow | null> {
  const [order] = await db
    .update(orders)
    .set({
      status: 'paid',
      paidAt: now,
      ...(options.providerTradeId ? { providerTradeId: options.providerTradeId } : {}),
    })
    .where(and(eq(orders.id, id), inArray(orders.status, options.from ?? ['pending'])))
    .returning();
  return order ?? null;
}

/** Moves the order from `from` to `to`; null when it was no longer in `from` (someone else moved it). */
export async function moveOrder(
  db: Db,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  extra: Partial<Pick<OrderRow, 'refundedAt'>> = {},
): Promise<OrderRow | null> {
  const [order] = await db
    .update(orders)
    .set({ status: to, ...extra })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  return order ?? null;
}

export async function markQueried(db: Db, id: string, now: Date) {
  await db.update(orders).set({ queriedAt: now }).where(eq(orders.id, id));
}

/**
 * Unpaid WeChat Pay and Alipay orders the sweep looks at: past their expiry, or not asked
 * about since `askedBefore` (a notification may be late or lost), oldest first.
 */
export async function pendingProviderOrders(db: Db, askedBefore: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        inArray(orders.provider, ['wechatpay', 'alipay']),
        or(isNull(orders.queriedAt), lt(orders.queriedAt, askedBefore)),
        lt(orders.createdAt, askedBefore),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/** Writes down what happened to an order: a state change, or a message that changed nothing. */
export async function recordOrderEvent(
  db: Db,
  event: { orderId: string; fromStatus?: string | null; toStatus?: string | null; source: string; detail?: string },
): Promise<void> {
  await db.insert(orderEvents).values({
    orderId: event.orderId,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    source: event.source,
    detail: event.detail ?? null,
  });
}

export async function orderEventsOf(db: Db, orderId: string): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

export async function eventSeen(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, id)).limit(1);
  return Boolean(row);
}

/** Logs a handled provider event, so a replay is recognised. */
export async function recordEvent(db: Db, id: string, provider: string, type: string): Promise<void> {
  await db.insert(paymentEvents).values({ id, provider, type }).onConflictDoNothing();
}
