import { and, eq, sql } from 'drizzle-orm';
import { Limits } from '@inkstone/contract/limits';
import type { PayType } from '@inkstone/contract/billing';
import type { Db } from '../../platform/db/client.ts';
import type { Platform } from '../../platform/platform.ts';
import { moveOrder, orderById, recordOrderEvent, type OrderRow } from './order-store.ts';
import type { ChinaProviders } from './payments/china-providers.ts';
import { credits, plans } from './tables.ts';

type Ctx = Pick<Platform, 'db' | 'clock'>;

export class RefundError extends Error {}

/** The refund's own number at the provider: the same on every try, so a retried refund is one refund. */
export const refundIdOf = (orderId: string) => `R${orderId}`;

/**
 * Refunds a paid order and takes back what it granted: the plan's period comes off its expiry,
 * and what is left of a package is withdrawn (questions already asked stay asked). The provider
 * refunds first; only then does the order change here, so a provider's refusal changes nothing,
 * and running the command again after a crash between the two refunds once (same refund id).
 * `refundedElsewhere`: the money went back through the provider's dashboard (Stripe, or any);
 * only the grant is taken back.
 */
export async function refundOrder(
  ctx: Ctx,
  providers: ChinaProviders,
  input: { orderId: string; reason: string; refundedElsewhere?: boolean },
): Promise<OrderRow> {
  const order = await orderById(ctx.db, input.orderId);
  if (!order) throw new RefundError(`no order ${input.orderId}`);
  if (order.status !== 'paid')
    throw new RefundError(`order ${order.id} is ${order.status}; only paid orders are refunded`);
  if (!input.refundedElsewhere) await refundAtProvider(providers, order);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const refunded = await moveOrder(db, order.id, 'paid', 'refunded', { refundedAt: ctx.clock.now() });
    if (!refunded) throw new RefundError(`order ${order.id} changed meanwhile; nothing done`);
    await takeBackGrant(db, order);
    await recordOrderEvent(db, {
      orderId: order.id,
      fromStatus: 'paid',
      toStatus: 'refunded',
      source: 'refund',
      detail: `${input.refundedElsewhere ? 'refunded elsewhere' : `refund ${refundIdOf(order.id)}`}: ${input.reason}`,
    });
    return refunded;
  });
}

async function refundAtProvider(providers: ChinaProviders, order: OrderRow): Promise<void> {
  const refundId = refundIdOf(order.id);
  if (order.provider === 'sandbox') return;
  if (order.provider === 'wechatpay') {
    if (!providers.wechatpay) throw new RefundError('WeChat Pay is not configured on this server');
    await providers.wechatpay.refund({ orderId: order.id, refundId, amount: order.amount, total: order.amount });
    return;
  }
  if (order.provider === 'alipay') {
    if (!providers.alipay) throw new RefundError('Alipay is not configured on this server');
    await providers.alipay.refund({ orderId: order.id, refundId, amount: order.amount });
    return;
  }
  throw new RefundError('refund Stripe orders in the Stripe dashboard, then run again with --refunded-elsewhere');
}

async function takeBackGrant(db: Db, order: OrderRow): Promise<void> {
  if (order.productKind === 'qaPackage') {
    await db
      .update(credits)
      .set({ total: sql`${credits.used}` })
      .where(and(eq(credits.orderId, order.id), eq(credits.userId, order.userId)));
    return;
  }
  const days = Limits.planPeriodDays[order.period as PayType];
  await db
    .update(plans)
    .set({ expiresAt: sql`${plans.expiresAt} - ${`${days} days`}::interval`, updatedAt: new Date() })
    .where(and(eq(plans.userId, order.userId), eq(plans.kind, order.productKind === 'qaPlan' ? 'qa' : 'drawing')));
}
