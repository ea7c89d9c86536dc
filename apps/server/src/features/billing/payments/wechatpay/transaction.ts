import { z } from 'zod';
import type { TradeState } from '../trade.ts';

/**
 * A WeChat Pay transaction — the answer of the query by out_trade_no and the decrypted resource of a
 * TRANSACTION.* notification have the same fields. Only what we act on is read; anything we do not
 * recognise (a new trade_state, a paid trade without its id or amount) is refused rather than guessed.
 */
export const transactionSchema = z.object({
  appid: z.string().optional(),
  mchid: z.string().optional(),
  out_trade_no: z.string().min(1),
  transaction_id: z.string().optional(),
  trade_state: z.enum(['SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'REVOKED', 'USERPAYING', 'PAYERROR']),
  trade_state_desc: z.string().optional(),
  success_time: z.string().optional(),
  amount: z
    .object({
      total: z.number().int().optional(),
      payer_total: z.number().int().optional(),
      currency: z.string().optional(),
    })
    .optional(),
});

export type Transaction = z.infer<typeof transactionSchema>;

/** Throws (a plain Error, the caller says whose fault it is) when the transaction cannot be read as a state. */
export function tradeFromTransaction(tx: Transaction): TradeState {
  switch (tx.trade_state) {
    case 'SUCCESS': {
      const total = tx.amount?.total;
      if (!tx.transaction_id || total === undefined) throw new Error('paid trade without transaction_id or amount');
      const currency = tx.amount?.currency ?? 'CNY';
      if (currency !== 'CNY') throw new Error(`paid in ${currency}, not CNY`);
      return { state: 'paid', amount: total, currency: 'CNY', providerTradeId: tx.transaction_id, paidAt: dateOf(tx) };
    }
    case 'REFUND':
      if (!tx.transaction_id) throw new Error('refunded trade without transaction_id');
      return { state: 'refunded', providerTradeId: tx.transaction_id };
    case 'NOTPAY':
    case 'USERPAYING':
      return { state: 'pending' };
    case 'CLOSED':
    case 'REVOKED':
      return { state: 'closed' };
    case 'PAYERROR':
      return { state: 'failed', reason: tx.trade_state_desc || 'PAYERROR' };
  }
}

function dateOf(tx: Transaction): Date | null {
  if (!tx.success_time) return null;
  const at = new Date(tx.success_time);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** RFC 3339 in China Standard Time (`2026-05-01T12:00:00+08:00`), as time_expire and success_time are written. */
export function chinaTime(at: Date): string {
  const shifted = new Date(at.getTime() + 8 * 60 * 60 * 1000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}
