import { randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import { chinaTime } from './transaction.ts';

/**
 * The fake WeChat Pay's book of trades, without HTTP: what each APIv3 call answers, in WeChat Pay's
 * words (codes and fields as documented), so test-kit.ts only routes, signs and faults.
 */

export type FakeAnswer = { status: number; body?: unknown };
export type TradeKind = 'NATIVE' | 'MWEB' | 'JSAPI';
export type TradeStateName = 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'USERPAYING' | 'PAYERROR';

export type FakeTrade = {
  outTradeNo: string;
  kind: TradeKind;
  /** The creation request, keys sorted, to tell a retry (same) from a conflict (different). */
  request: string;
  prepayId: string;
  amount: number;
  description: string;
  notifyUrl: string;
  timeExpire: string | undefined;
  openid: string | undefined;
  state: TradeStateName;
  paid?: { transactionId: string; total: number; payerTotal: number; successTime: string };
  refunds: Map<string, unknown>;
};

const error = (status: number, code: string, message: string): FakeAnswer => ({ status, body: { code, message } });

const rfc3339WithOffset = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?[+-]\d\d:\d\d$/;

const openingSchema = z.object({
  appid: z.string().min(1),
  mchid: z.string().min(1),
  description: z.string().min(1).max(127),
  out_trade_no: z.string().regex(/^[A-Za-z0-9_\-|*]{6,32}$/),
  time_expire: z.string().regex(rfc3339WithOffset).optional(),
  notify_url: z.url({ protocol: /^https?$/ }),
  amount: z.object({ total: z.number().int().min(1), currency: z.literal('CNY').optional() }),
});
const extraSchemas = {
  NATIVE: z.object({}),
  MWEB: z.object({
    scene_info: z.object({ payer_client_ip: z.string().min(1), h5_info: z.object({ type: z.literal('Wap') }) }),
  }),
  JSAPI: z.object({ payer: z.object({ openid: z.string().min(1) }) }),
} as const;

const refundSchema = z.object({
  out_trade_no: z.string().min(1),
  out_refund_no: z.string().min(1).max(64),
  reason: z.string().optional(),
  notify_url: z.string().optional(),
  amount: z.object({ refund: z.number().int().min(1), total: z.number().int().min(1), currency: z.literal('CNY') }),
});

function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${sortedJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function paramError(issues: z.core.$ZodIssue[]): FakeAnswer {
  const first = issues[0];
  return error(400, 'PARAM_ERROR', `输入源“${first?.path.join('.') ?? ''}”映射到值字段失败: ${first?.message ?? ''}`);
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

export function fakeTradeBook(merchant: { mchId: string; appId: string }) {
  const trades = new Map<string, FakeTrade>();
  const byPrepay = new Map<string, string>();

  function transaction(trade: FakeTrade) {
    return {
      appid: merchant.appId,
      mchid: merchant.mchId,
      out_trade_no: trade.outTradeNo,
      ...(trade.paid ? { transaction_id: trade.paid.transactionId, success_time: trade.paid.successTime } : {}),
      trade_type: trade.kind,
      trade_state: trade.state,
      trade_state_desc: stateDescriptions[trade.state],
      bank_type: trade.paid ? 'OTHERS' : '',
      attach: '',
      payer: { openid: trade.openid ?? '' },
      amount: trade.paid
        ? { total: trade.paid.total, payer_total: trade.paid.payerTotal, currency: 'CNY', payer_currency: 'CNY' }
        : { total: trade.amount, currency: 'CNY', payer_currency: 'CNY' },
    };
  }

  return {
    trades,
    transaction,
    tradeByPrepay: (prepayId: string) => trades.get(byPrepay.get(prepayId) ?? ''),

    /** POST /v3/pay/transactions/{native,h5,jsapi}: the answer's id field is derived by the caller from prepayId. */
    open(kind: TradeKind, body: unknown): FakeAnswer & { trade?: FakeTrade } {
      const opening = openingSchema.safeParse(body);
      if (!opening.success) return paramError(opening.error.issues);
      const extra = extraSchemas[kind].safeParse(body);
      if (!extra.success) return paramError(extra.error.issues);
      const o = opening.data;
      if (o.mchid !== merchant.mchId || o.appid !== merchant.appId) {
        return error(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
      }
      if (o.time_expire && new Date(o.time_expire).getTime() <= Date.now()) {
        return error(400, 'PARAM_ERROR', 'time_expire时间不能早于当前时间');
      }
      const request = sortedJson({ kind, body });
      const known = trades.get(o.out_trade_no);
      if (known) {
        if (known.request !== request) return error(400, 'INVALID_REQUEST', '201 商户订单号重复');
        if (known.paid) return error(400, 'ORDERPAID', '该订单已支付');
        if (known.state === 'CLOSED') return error(400, 'ORDER_CLOSED', '订单已关闭');
        return { status: 200, trade: known };
      }
      const trade: FakeTrade = {
        outTradeNo: o.out_trade_no,
        kind,
        request,
        prepayId: `wx${digits(14)}${randomBytes(8).toString('hex')}`,
        amount: o.amount.total,
        description: o.description,
        notifyUrl: o.notify_url,
        timeExpire: o.time_expire,
        openid: kind === 'JSAPI' ? (body as { payer: { openid: string } }).payer.openid : undefined,
        state: 'NOTPAY',
        refunds: new Map(),
      };
      trades.set(trade.outTradeNo, trade);
      byPrepay.set(trade.prepayId, trade.outTradeNo);
      return { status: 200, trade };
    },

    query(outTradeNo: string, mchid: string | null): FakeAnswer {
      if (mchid !== merchant.mchId) return error(400, 'PARAM_ERROR', 'mchid与请求不符');
      const trade = trades.get(outTradeNo);
      if (!trade) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
      return { status: 200, body: transaction(trade) };
    },

    close(outTradeNo: string, body: unknown): FakeAnswer {
      if ((body as { mchid?: unknown } | null)?.mchid !== merchant.mchId)
        return error(400, 'PARAM_ERROR', 'mchid不正确');
      const trade = trades.get(outTradeNo);
      if (!trade) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
      if (trade.state === 'SUCCESS' || trade.state === 'REFUND') return error(400, 'ORDERPAID', '订单已支付');
      trade.state = 'CLOSED';
      return { status: 204 };
    },

    refund(body: unknown): FakeAnswer {
      const parsed = refundSchema.safeParse(body);
      if (!parsed.success) return paramError(parsed.error.issues);
      const r = parsed.data;
      const trade = trades.get(r.out_trade_no);
      if (!trade) return error(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
      const again = trade.refunds.get(r.out_refund_no);
      if (again) return { status: 200, body: again };
      if (!trade.paid || (trade.state !== 'SUCCESS' && trade.state !== 'REFUND')) {
        return error(400, 'INVALID_REQUEST', '订单未支付');
      }
      if (r.amount.total !== trade.paid.total) return error(400, 'INVALID_REQUEST', '订单金额与退款请求不一致');
      const refunded = [...trade.refunds.values()].reduce<number>(
        (sum, answer) => sum + (answer as { amount: { refund: number } }).amount.refund,
        0,
      );
      if (refunded + r.amount.refund > trade.paid.total) return error(403, 'NOT_ENOUGH', '退款金额超过可退金额');
      const now = chinaTime(new Date());
      const answer = {
        refund_id: `50${digits(30)}`,
        out_refund_no: r.out_refund_no,
        transaction_id: trade.paid.transactionId,
        out_trade_no: trade.outTradeNo,
        channel: 'ORIGINAL',
        user_received_account: '支付用户零钱',
        create_time: now,
        success_time: now,
        status: 'SUCCESS',
        funds_account: 'AVAILABLE',
        amount: {
          total: trade.paid.total,
          refund: r.amount.refund,
          payer_total: trade.paid.payerTotal,
          payer_refund: r.amount.refund,
          currency: 'CNY',
        },
      };
      trade.refunds.set(r.out_refund_no, answer);
      trade.state = 'REFUND';
      return { status: 200, body: answer };
    },

    /**
     * Marks a trade paid; `amount` stands in for a payment of another amount than the order's. A trade
     * already paid stays as it was paid (WeChat Pay then notifies again, with a fresh id).
     */
    markPaid(outTradeNo: string, amount?: number): FakeTrade {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`fake WeChat Pay: no trade ${outTradeNo}`);
      if (trade.state === 'SUCCESS' && trade.paid) {
        if (amount !== undefined && amount !== trade.paid.total) {
          throw new Error(`fake WeChat Pay: trade ${outTradeNo} was already paid ${trade.paid.total}, not ${amount}`);
        }
        return trade;
      }
      if (trade.state !== 'NOTPAY' && trade.state !== 'USERPAYING') {
        throw new Error(`fake WeChat Pay: trade ${outTradeNo} is ${trade.state}, it cannot be paid`);
      }
      if (trade.timeExpire && new Date(trade.timeExpire).getTime() <= Date.now()) {
        throw new Error(`fake WeChat Pay: trade ${outTradeNo} expired at ${trade.timeExpire}`);
      }
      const total = amount ?? trade.amount;
      trade.state = 'SUCCESS';
      trade.paid = {
        transactionId: `4200${digits(24)}`,
        total,
        payerTotal: total,
        successTime: chinaTime(new Date()),
      };
      return trade;
    },
  };
}

export type FakeTradeBook = ReturnType<typeof fakeTradeBook>;

const stateDescriptions: Record<TradeStateName, string> = {
  SUCCESS: '支付成功',
  REFUND: '转入退款',
  NOTPAY: '未支付',
  CLOSED: '已关闭',
  REVOKED: '已撤销（仅付款码支付会返回）',
  USERPAYING: '用户支付中（仅付款码支付会返回）',
  PAYERROR: '支付失败',
};
