import { randomInt } from 'node:crypto';
import { fenToYuan, yuanToFen } from './amount.ts';
import { formatChinaTime, parseChinaTime } from './china-time.ts';

/**
 * The fake gateway's book of trades and its answers to the OpenAPI methods, in Alipay's words.
 * Like Alipay, it learns a trade only when the buyer opens its pay address: before that a query
 * says ACQ.TRADE_NOT_EXIST.
 */

export type FakeTradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';

export type FakeTrade = {
  outTradeNo: string;
  tradeNo: string;
  /** alipay.trade.page.pay or alipay.trade.wap.pay */
  method: string;
  productCode: string;
  /** Fen. */
  totalAmount: number;
  subject: string;
  notifyUrl: string;
  returnUrl: string;
  quitUrl?: string;
  timeExpire?: string;
  status: FakeTradeStatus;
  createdAt: Date;
  paidAt?: Date;
  /** out_request_no → fen. */
  refunds: Map<string, number>;
};

export type Answer = Record<string, string>;

const PRODUCT_CODES: Record<string, string> = {
  'alipay.trade.page.pay': 'FAST_INSTANT_TRADE_PAY',
  'alipay.trade.wap.pay': 'QUICK_WAP_WAY',
};

const ok = (fields: Answer): Answer => ({ code: '10000', msg: 'Success', ...fields });
const failed = (subCode: string, subMsg: string, fields: Answer = {}): Answer => ({
  code: '40004',
  msg: 'Business Failed',
  sub_code: subCode,
  sub_msg: subMsg,
  ...fields,
});
export const invalidArguments = (subCode: string, subMsg: string): Answer => ({
  code: '40002',
  msg: 'Invalid Arguments',
  sub_code: subCode,
  sub_msg: subMsg,
});

/** Alipay's Price: yuan with exactly two decimals in what we send ("68.00"). */
const price = (text: unknown) => (typeof text === 'string' && /^\d+\.\d{2}$/.test(text) ? yuanToFen(text) : null);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

export class FakeTradeBook {
  readonly trades = new Map<string, FakeTrade>();

  /** A pay address opened: the trade it describes, or why the cashier refuses it. */
  open(method: string, params: Answer, biz: Record<string, unknown>): FakeTrade | string {
    const outTradeNo = str(biz.out_trade_no);
    const amount = price(biz.total_amount);
    if (!outTradeNo) return 'out_trade_no is missing';
    if (amount === null || amount < 1) return `total_amount is not a price: ${String(biz.total_amount)}`;
    if (!str(biz.subject)) return 'subject is missing';
    if (biz.product_code !== PRODUCT_CODES[method])
      return `product_code ${String(biz.product_code)} is not for ${method}`;
    if (biz.time_expire !== undefined && !parseChinaTime(str(biz.time_expire))) return 'time_expire is not a time';
    if (!params.notify_url || !params.return_url) return 'notify_url and return_url are needed';

    const known = this.current(outTradeNo);
    if (known) {
      // Alipay refuses a second request for a trade number with other terms (ACQ.TRADE_HAS_CHANGED).
      if (known.totalAmount !== amount) return `trade ${outTradeNo} was opened with another amount`;
      if (known.status === 'TRADE_SUCCESS' || known.status === 'TRADE_FINISHED') return `trade ${outTradeNo} is paid`;
      if (known.status === 'TRADE_CLOSED') return `trade ${outTradeNo} is closed`;
      return known;
    }
    const trade: FakeTrade = {
      outTradeNo,
      tradeNo: `${formatChinaTime(new Date()).slice(0, 10).replaceAll('-', '')}22001${randomDigits(17)}`,
      method,
      productCode: str(biz.product_code),
      totalAmount: amount,
      subject: str(biz.subject),
      notifyUrl: params.notify_url,
      returnUrl: params.return_url,
      quitUrl: str(biz.quit_url) || undefined,
      timeExpire: str(biz.time_expire) || undefined,
      status: 'WAIT_BUYER_PAY',
      createdAt: new Date(),
      refunds: new Map(),
    };
    this.trades.set(outTradeNo, trade);
    return trade;
  }

  /** The trade as of now: an unpaid trade past its time_expire has been closed by Alipay. */
  current(outTradeNo: string): FakeTrade | undefined {
    const trade = this.trades.get(outTradeNo);
    const expiry = parseChinaTime(trade?.timeExpire);
    if (trade?.status === 'WAIT_BUYER_PAY' && expiry && expiry.getTime() <= Date.now()) trade.status = 'TRADE_CLOSED';
    return trade;
  }

  pay(outTradeNo: string, amount?: number): FakeTrade {
    const trade = this.current(outTradeNo);
    if (!trade) throw new Error(`The fake Alipay has no trade ${outTradeNo}: open its pay address first`);
    if (trade.status !== 'WAIT_BUYER_PAY') throw new Error(`Trade ${outTradeNo} cannot be paid: ${trade.status}`);
    if (amount !== undefined) trade.totalAmount = amount;
    trade.status = 'TRADE_SUCCESS';
    trade.paidAt = new Date();
    return trade;
  }

  answer(method: string, biz: Record<string, unknown>): Answer | null {
    const outTradeNo = str(biz.out_trade_no);
    const trade = this.current(outTradeNo);
    const notExist = () => failed('ACQ.TRADE_NOT_EXIST', '交易不存在', { out_trade_no: outTradeNo });
    switch (method) {
      case 'alipay.trade.query':
        return trade ? ok(queryFields(trade)) : notExist();
      case 'alipay.trade.close':
        if (!trade) return notExist();
        if (trade.status !== 'WAIT_BUYER_PAY') return failed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        trade.status = 'TRADE_CLOSED';
        return ok({ trade_no: trade.tradeNo, out_trade_no: outTradeNo });
      case 'alipay.trade.refund':
        return trade ? refund(trade, str(biz.out_request_no) || outTradeNo, biz.refund_amount) : notExist();
      case 'alipay.trade.fastpay.refund.query':
        return trade ? refundQuery(trade, str(biz.out_request_no) || outTradeNo) : notExist();
      default:
        return null;
    }
  }
}

export const refundedFen = (trade: FakeTrade) => [...trade.refunds.values()].reduce((sum, fen) => sum + fen, 0);

function queryFields(trade: FakeTrade): Answer {
  const paid = trade.paidAt !== undefined;
  return {
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    buyer_logon_id: 'tes***@example.com',
    trade_status: trade.status,
    total_amount: fenToYuan(trade.totalAmount),
    buyer_pay_amount: fenToYuan(paid ? trade.totalAmount : 0),
    receipt_amount: fenToYuan(paid ? trade.totalAmount : 0),
    ...(trade.paidAt ? { send_pay_date: formatChinaTime(trade.paidAt), buyer_user_id: '2088102177846880' } : {}),
  };
}

function refund(trade: FakeTrade, outRequestNo: string, refundAmount: unknown): Answer {
  const refundFields = () => ({
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    refund_fee: fenToYuan(refundedFen(trade)),
    gmt_refund_pay: formatChinaTime(new Date()),
  });
  // A repeated out_request_no is the same refund: answered, but no money moves again.
  if (trade.refunds.has(outRequestNo)) return ok({ ...refundFields(), fund_change: 'N' });
  if (trade.status !== 'TRADE_SUCCESS') return failed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
  const amount = price(refundAmount);
  if (amount === null || amount < 1) return invalidArguments('isv.invalid-parameter', 'refund_amount 无效');
  if (refundedFen(trade) + amount > trade.totalAmount) {
    return failed('ACQ.REASON_TRADE_REFUND_FEE_ERR', '退款金额超限');
  }
  trade.refunds.set(outRequestNo, amount);
  // A trade refunded in full is closed.
  if (refundedFen(trade) === trade.totalAmount) trade.status = 'TRADE_CLOSED';
  return ok({ ...refundFields(), fund_change: 'Y' });
}

function refundQuery(trade: FakeTrade, outRequestNo: string): Answer {
  const amount = trade.refunds.get(outRequestNo);
  const fields = { trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, out_request_no: outRequestNo };
  // Alipay leaves refund_status out for a refund it never received.
  if (amount === undefined) return ok(fields);
  return ok({
    ...fields,
    total_amount: fenToYuan(trade.totalAmount),
    refund_amount: fenToYuan(amount),
    refund_status: 'REFUND_SUCCESS',
  });
}

export const randomDigits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
