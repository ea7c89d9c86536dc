import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/tables/columns.ts';
import { users } from '../../platform/db/tables/users.ts';

const userRef = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A paid plan, one row per user and kind ('qa' or 'drawing'); renewal moves `expiresAt` on. */
export const plans = pgTable(
  'plans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    kind: text('kind', { enum: ['qa', 'drawing'] }).notNull(),
    payType: text('pay_type', { enum: ['year', 'quarter', 'month'] }).notNull(),
    periodDays: integer('period_days').notNull(),
    expiresAt: at('expires_at').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('plans_user_kind_key').on(table.userId, table.kind)],
);

/** Extra questions (packages, the invitation reward, coupons), used oldest-expiring first. */
export const credits = pgTable(
  'credits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    source: text('source', { enum: ['package', 'invite', 'coupon'] }).notNull(),
    /** The order that bought a package, so a refund can take back what is left of it. */
    orderId: text('order_id'),
    total: integer('total').notNull(),
    used: integer('used').notNull().default(0),
    expiresAt: at('expires_at'),
    ...timestamps,
  },
  (table) => [index('credits_user_idx').on(table.userId)],
);

/** Counted use per user, day (in the configured time zone) and kind of allowance. */
export const usage = pgTable(
  'usage',
  {
    userId: userRef(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['qa', 'qa_premium', 'drawing'] }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day, table.kind] })],
);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    productId: integer('product_id').notNull(),
    productKind: text('product_kind', { enum: ['qaPlan', 'qaPackage', 'drawingPlan'] }).notNull(),
    period: text('period', { enum: ['year', 'quarter', 'month', 'package'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe', 'wechatpay', 'alipay'] }).notNull(),
    providerRef: text('provider_ref'),
    status: text('status', { enum: ['pending', 'paid', 'cancelled', 'failed', 'closed', 'refunded'] })
      .notNull()
      .default('pending'),
    paidAt: at('paid_at'),
    /** WeChat Pay and Alipay: how the payer pays (native, h5, jsapi; page, wap). */
    method: text('method'),
    /** Where the payer pays: WeChat Pay's code_url (the QR code) or h5_url, or Alipay's gateway address. */
    checkoutUrl: text('checkout_url'),
    /** The provider's own trade id once paid (transaction_id, trade_no). */
    providerTradeId: text('provider_trade_id'),
    /** After this an unpaid order is closed, at the provider too. */
    expiresAt: at('expires_at'),
    /** When the provider was last asked about this order (notifications can be late or lost). */
    queriedAt: at('queried_at'),
    refundedAt: at('refunded_at'),
    ...timestamps,
  },
  (table) => [
    index('orders_user_idx').on(table.userId),
    index('orders_provider_ref_idx').on(table.providerRef),
    index('orders_pending_idx').on(table.status, table.provider),
  ],
);

/**
 * Every change of an order's state, and every provider message about it that changed nothing
 * (a replay, a wrong amount): who said what, when. Never deleted with the order's grant.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** checkout, notify, query, sweep, return, refund, sandbox, stripe. */
    source: text('source').notNull(),
    detail: text('detail'),
    ...timestamps,
  },
  (table) => [index('order_events_order_idx').on(table.orderId)],
);

/** Provider events already handled: a webhook delivered twice is granted once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  ...timestamps,
});

export const coupons = pgTable(
  'coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['qa_days', 'drawing_days', 'qa_count'] }).notNull(),
    amount: integer('amount').notNull(),
    maxUses: integer('max_uses').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: at('expires_at'),
    ...timestamps,
  },
  (table) => [uniqueIndex('coupons_code_key').on(table.code)],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: bigint('coupon_id', { mode: 'number' })
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: userRef(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.couponId, table.userId] })],
);

/**
 * One-time checkout tickets. The pay page is opened by an address that browsers keep in their
 * history and servers write to their logs, so it carries one of these instead of the session
 * token; each checkout step's form carries the next. Only the SHA-256 is kept.
 */
export const checkoutTickets = pgTable(
  'checkout_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    ticketHash: text('ticket_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('checkout_tickets_hash_key').on(table.ticketHash),
    index('checkout_tickets_user_idx').on(table.userId),
  ],
);
