import { type KeyObject, randomBytes } from 'node:crypto';
import { fenToYuan } from './amount.ts';
import { formatChinaTime } from './china-time.ts';
import { rsa2Sign, signContent } from './fake-signing.ts';
import { type FakeTrade, refundedFen } from './fake-trades.ts';

/** What the merchant's notify_url answered (status 0: it could not be reached). */
export type NotifyResult = { status: number; body: string };

/** Who the fake is to the merchant: its app id and the seller account of the trades. */
export type FakeMerchant = { appId: string; sellerId: string };

/** Notifications and the synchronous return leave `sign_type` out of what is signed. */
const NOT_SIGNED = ['sign', 'sign_type'] as const;

/** Adds sign_type and an RSA2 signature made with `key` (Alipay's, or a forger's). */
export function signParams(key: KeyObject, params: Record<string, string>): Record<string, string> {
  const unsigned = { ...params, sign_type: 'RSA2' };
  return { ...unsigned, sign: rsa2Sign(key, signContent(unsigned, NOT_SIGNED)) };
}

/** The fields of Alipay's trade_status_sync notification for the trade as it stands. */
export function notificationFields(trade: FakeTrade, merchant: FakeMerchant): Record<string, string> {
  const now = new Date();
  const paid = trade.paidAt !== undefined;
  const lastRefund = [...trade.refunds.keys()].at(-1);
  return {
    notify_time: formatChinaTime(now),
    notify_type: 'trade_status_sync',
    notify_id: randomBytes(16).toString('hex'),
    charset: 'utf-8',
    version: '1.0',
    app_id: merchant.appId,
    auth_app_id: merchant.appId,
    seller_id: merchant.sellerId,
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    trade_status: trade.status,
    subject: trade.subject,
    total_amount: fenToYuan(trade.totalAmount),
    gmt_create: formatChinaTime(trade.createdAt),
    ...(trade.paidAt
      ? {
          buyer_id: '2088102177846880',
          receipt_amount: fenToYuan(trade.totalAmount),
          buyer_pay_amount: fenToYuan(trade.totalAmount),
          invoice_amount: fenToYuan(trade.totalAmount),
          gmt_payment: formatChinaTime(trade.paidAt),
        }
      : {}),
    ...(paid && lastRefund
      ? { refund_fee: fenToYuan(refundedFen(trade)), gmt_refund: formatChinaTime(now), out_biz_no: lastRefund }
      : {}),
  };
}

/** The query string Alipay appends to return_url when the buyer comes back from the cashier. */
export function returnFields(trade: FakeTrade, merchant: FakeMerchant): Record<string, string> {
  return {
    method: `${trade.method}.return`,
    charset: 'utf-8',
    version: '1.0',
    timestamp: formatChinaTime(new Date()),
    app_id: merchant.appId,
    auth_app_id: merchant.appId,
    seller_id: merchant.sellerId,
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    total_amount: fenToYuan(trade.totalAmount),
  };
}

/** POSTs the form to notify_url, as Alipay does, and reports what the merchant answered. */
export async function deliver(notifyUrl: string, params: Record<string, string>): Promise<NotifyResult> {
  try {
    const response = await fetch(notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { status: 0, body: error instanceof Error ? error.message : String(error) };
  }
}
