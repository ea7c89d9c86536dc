import type { TradeState } from '../trade.ts';
import { yuanToFen } from './amount.ts';
import { parseChinaTime } from './china-time.ts';

/** What both a query answer and a notification say about a trade, in Alipay's field names. */
export type AlipayTradeFields = {
  trade_status?: string;
  trade_no?: string;
  total_amount?: string;
  /** When the buyer paid: `send_pay_date` in a query answer, `gmt_payment` in a notification. */
  paidAt?: string;
  /** The trade was paid and then (partly) refunded: Alipay says so only by side fields. */
  refunded: boolean;
};

/**
 * Alipay's four trade statuses in our shape. TRADE_FINISHED is a paid trade whose refund period
 * is over. Returns null for anything we cannot read, so the caller refuses it instead of guessing.
 */
export function tradeState(fields: AlipayTradeFields): TradeState | null {
  const tradeNo = fields.trade_no;
  switch (fields.trade_status) {
    case 'WAIT_BUYER_PAY':
      return { state: 'pending' };
    case 'TRADE_CLOSED':
      if (!fields.refunded) return { state: 'closed' };
      return tradeNo ? { state: 'refunded', providerTradeId: tradeNo } : null;
    case 'TRADE_SUCCESS':
    case 'TRADE_FINISHED': {
      if (!tradeNo) return null;
      if (fields.refunded) return { state: 'refunded', providerTradeId: tradeNo };
      const amount = yuanToFen(fields.total_amount);
      if (amount === null) return null;
      return {
        state: 'paid',
        amount,
        currency: 'CNY',
        providerTradeId: tradeNo,
        paidAt: parseChinaTime(fields.paidAt),
      };
    }
    default:
      return null;
  }
}
