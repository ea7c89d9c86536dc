import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../../../platform/platform.ts';
import { moveOrder, recordOrderEvent, type OrderRow } from '../order-store.ts';
import { applyTrade, type TradeOutcome } from '../pay-confirm.ts';
import type { ChinaProviders } from './china-providers.ts';
import { PayProviderError } from './trade.ts';

type Ctx = Pick<Platform, 'db' | 'config' | 'clock'>;
type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Asks WeChat Pay or Alipay where an unpaid order stands, for when its notification is late or
 * lost: a paid trade is granted (applyTrade's rules), and an order past its expiry that is
 * still unpaid is closed at the provider first, then here — so a payment cannot slip in after
 * we gave up on it. A provider that cannot be reached leaves the order as it was, for the next
 * look. Returns the outcome, or null when nothing could be learnt.
 */
export async function settleOrder(
  ctx: Ctx,
  providers: ChinaProviders,
  log: Log,
  order: OrderRow,
  source: 'query' | 'sweep',
): Promise<TradeOutcome | null> {
  if (order.status !== 'pending' || (order.provider !== 'wechatpay' && order.provider !== 'alipay')) return null;
  const provider = order.provider;
  const client = providers[provider];
  if (!client) return null;
  try {
    const trade = await client.query(order.id);
    const outcome = await applyTrade(ctx, log, { orderId: order.id, provider, trade, source });
    if (outcome !== 'pending' || !order.expiresAt || order.expiresAt > ctx.clock.now()) return outcome;
    await client.close(order.id);
    // Closed there; a payment made in the last moment shows in one more query.
    const last = await client.query(order.id);
    if (last.state === 'paid') return applyTrade(ctx, log, { orderId: order.id, provider, trade: last, source });
    if (await moveOrder(ctx.db, order.id, 'pending', 'closed'))
      await recordOrderEvent(ctx.db, {
        orderId: order.id,
        fromStatus: 'pending',
        toStatus: 'closed',
        source,
        detail: 'expired',
      });
    return 'closed';
  } catch (error) {
    if (!(error instanceof PayProviderError)) throw error;
    log.warn(
      { orderId: order.id, provider, code: error.code, err: error.message },
      'payment: the provider could not be asked',
    );
    return null;
  }
}
