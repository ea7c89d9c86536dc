import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import { markQueried, moveOrder, orderById, recordOrderEvent, type OrderRow } from './order-store.ts';
import type { TradeState } from './payments/trade.ts';
import { fulfilOrder } from './service.ts';

type Ctx = Pick<Platform, 'db' | 'config' | 'clock'>;
type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What a provider's word about an order led to. */
export type TradeOutcome =
  | 'granted'
  | 'alreadyPaid'
  | 'amountMismatch'
  | 'unknownOrder'
  | 'wrongProvider'
  | 'closed'
  | 'failed'
  | 'pending'
  | 'ignored';

/** Where a payment may still land: an order closed at its expiry and paid all the same is granted, never lost. */
const PAYABLE: OrderRow['status'][] = ['pending', 'closed', 'cancelled', 'failed'];

/**
 * Applies what WeChat Pay or Alipay says about one of our orders — from a verified
 * notification or from our own query, never from the payer's browser. A payment is granted
 * only when its amount and currency are the order's, and only once (fulfilOrder's conditional
 * update), however many notifications and queries arrive, in whatever order.
 */
export async function applyTrade(
  ctx: Ctx,
  log: Log,
  input: { orderId: string; provider: 'wechatpay' | 'alipay'; trade: TradeState; source: string },
): Promise<TradeOutcome> {
  const { orderId, provider, trade, source } = input;
  const order = await orderById(ctx.db, orderId);
  if (!order) {
    log.warn({ orderId, provider, source }, 'payment: a provider spoke of an order we do not have');
    return 'unknownOrder';
  }
  if (order.provider !== provider) {
    log.warn(
      { orderId, provider, source, expected: order.provider },
      'payment: the order was opened with another provider',
    );
    await recordOrderEvent(ctx.db, {
      orderId,
      source,
      detail: `refused: ${provider} spoke of a ${order.provider} order`,
    });
    return 'wrongProvider';
  }
  switch (trade.state) {
    case 'paid': {
      if (trade.amount !== order.amount || trade.currency !== order.currency) {
        log.error(
          { orderId, provider, source, paid: trade.amount, currency: trade.currency, due: order.amount },
          'payment: the amount paid is not the order’s; nothing granted',
        );
        await recordOrderEvent(ctx.db, {
          orderId,
          source,
          detail: `refused: paid ${trade.amount} ${trade.currency}, the order is ${order.amount} ${order.currency}`,
        });
        return 'amountMismatch';
      }
      const granted = await fulfilOrder(ctx, orderId, {
        from: PAYABLE,
        providerTradeId: trade.providerTradeId,
        source,
      });
      if (granted && order.status !== 'pending')
        log.warn({ orderId, provider, was: order.status }, 'payment: an order paid after it was closed; granted');
      return granted ? 'granted' : 'alreadyPaid';
    }
    case 'closed':
    case 'failed': {
      const to = trade.state;
      const moved = await moveOrder(ctx.db, orderId, 'pending', to);
      if (moved)
        await recordOrderEvent(ctx.db, {
          orderId,
          fromStatus: 'pending',
          toStatus: to,
          source,
          ...(trade.state === 'failed' ? { detail: trade.reason } : {}),
        });
      return to;
    }
    case 'refunded':
      // Refunds are made by the operator's command, which takes the grant back; one made in the
      // provider's own dashboard is written down for the operator, not acted on.
      if (order.status !== 'refunded')
        await recordOrderEvent(ctx.db, {
          orderId,
          source,
          detail: `the provider reports a refund (${trade.providerTradeId})`,
        });
      return 'ignored';
    case 'pending':
    case 'unknown':
      await markQueried(ctx.db, orderId, ctx.clock.now());
      return 'pending';
  }
}
