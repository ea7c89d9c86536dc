import { AlipaySdk } from 'alipay-sdk';
import { type OrderForPay, type PayNotice, PayProviderError, type TradeState } from '../trade.ts';
import { fenToYuan } from './amount.ts';
import { formatChinaTime } from './china-time.ts';
import { answerError, callAlipay } from './gateway-call.ts';
import { alipayPublicKeyPem, appPrivateKeyPem } from './keys.ts';
import { readAlipayNotification } from './notification.ts';
import { tradeState } from './trade-status.ts';

export type AlipaySettings = {
  appId: string;
  /** Our app private key, PEM (PKCS#1 or PKCS#8). */
  privateKey: string;
  /** Alipay's public key, PEM. */
  alipayPublicKey: string;
  /** https://openapi.alipay.com/gateway.do, or the fake's (test-kit.ts). */
  gateway: string;
  /** Per request; default 10_000. */
  timeoutMs?: number;
};

export interface AlipayClient {
  /** alipay.trade.page.pay (desktop): the signed gateway address the browser is sent to. */
  pagePayUrl(order: OrderForPay, urls: { notifyUrl: string; returnUrl: string }): string;
  /** alipay.trade.wap.pay (mobile browsers). */
  wapPayUrl(order: OrderForPay, urls: { notifyUrl: string; returnUrl: string; quitUrl: string }): string;
  /** alipay.trade.query; ACQ.TRADE_NOT_EXIST → { state: 'unknown' }; TRADE_SUCCESS/TRADE_FINISHED → paid. */
  query(orderId: string): Promise<TradeState>;
  /** ACQ.TRADE_NOT_EXIST counts as closed (never scanned); a paid trade throws ACQ.TRADE_STATUS_ERROR. */
  close(orderId: string): Promise<void>;
  /** `refundId` is Alipay's out_request_no: the same id again is the same refund, never a second one. */
  refund(input: { orderId: string; refundId: string; amount: number }): Promise<{ refunded: boolean }>;
  /** Verifies the RSA2 signature with alipayPublicKey and that app_id is ours; throws PaySignatureError otherwise. */
  readNotification(params: Record<string, string>): PayNotice;
}

/** What our notify_url answers: Alipay retries (for about a day) until it reads `success`. */
export const NOTIFY_OK = 'success';
export const NOTIFY_FAIL = 'failure';

const NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';
/** Alipay's limit on `subject`. */
const SUBJECT_MAX = 256;

export function alipayClient(settings: AlipaySettings): AlipayClient {
  const sdk = new AlipaySdk({
    appId: settings.appId,
    privateKey: appPrivateKeyPem(settings.privateKey),
    keyType: 'PKCS8',
    alipayPublicKey: alipayPublicKeyPem(settings.alipayPublicKey),
    gateway: settings.gateway,
    timeout: settings.timeoutMs ?? 10_000,
    signType: 'RSA2',
    // Keep Alipay's documented field names (trade_status, sub_code…) instead of camelCased copies.
    camelcase: false,
  });

  /** A GET address: the browser carries the signed request to the gateway itself. */
  const payUrl = (method: string, order: OrderForPay, extra: Record<string, string>, urls: Record<string, string>) =>
    sdk.pageExecute(method, 'GET', {
      bizContent: {
        out_trade_no: order.id,
        total_amount: payableYuan(order.amount),
        subject: [...order.description].slice(0, SUBJECT_MAX).join(''),
        time_expire: formatChinaTime(order.expiresAt),
        ...extra,
      },
      ...urls,
      timestamp: formatChinaTime(new Date()),
    });

  async function query(orderId: string): Promise<TradeState> {
    const method = 'alipay.trade.query';
    const answer = await callAlipay(sdk, method, { out_trade_no: orderId });
    if (answer.sub_code === NOT_EXIST) return { state: 'unknown' };
    if (answer.code !== '10000') throw answerError(method, answer);
    if (answer.out_trade_no !== orderId) throw new PayProviderError('alipay', `${method}: about another trade`);
    const trade = tradeState({
      trade_status: text(answer.trade_status),
      trade_no: text(answer.trade_no),
      total_amount: text(answer.total_amount),
      paidAt: text(answer.send_pay_date),
      // A closed trade that had been paid was closed by a full refund.
      refunded: answer.trade_status === 'TRADE_CLOSED' && Boolean(answer.send_pay_date),
    });
    if (!trade) throw new PayProviderError('alipay', `${method}: unreadable trade ${String(answer.trade_status)}`);
    return trade;
  }

  return {
    pagePayUrl: (order, urls) =>
      payUrl('alipay.trade.page.pay', order, { product_code: 'FAST_INSTANT_TRADE_PAY' }, urls),

    wapPayUrl: (order, { quitUrl, ...urls }) =>
      payUrl('alipay.trade.wap.pay', order, { product_code: 'QUICK_WAP_WAY', quit_url: quitUrl }, urls),

    query,

    async close(orderId) {
      const method = 'alipay.trade.close';
      const answer = await callAlipay(sdk, method, { out_trade_no: orderId });
      if (answer.code === '10000' || answer.sub_code === NOT_EXIST) return;
      // Alipay says the same of a trade it closed itself at time_expire and of a paid one; only
      // the paid one is news for the caller.
      if (answer.sub_code === 'ACQ.TRADE_STATUS_ERROR' && (await query(orderId)).state === 'closed') return;
      throw answerError(method, answer);
    },

    async refund({ orderId, refundId, amount }) {
      const method = 'alipay.trade.refund';
      const answer = await callAlipay(sdk, method, {
        out_trade_no: orderId,
        refund_amount: payableYuan(amount),
        out_request_no: refundId,
      });
      if (answer.code !== '10000') throw answerError(method, answer);
      if (answer.fund_change === 'Y') return { refunded: true };
      // "N": either a repeat of a refund already made or one still in progress; only the refund
      // query tells which (Alipay's advice for reading a refund's outcome).
      const queryMethod = 'alipay.trade.fastpay.refund.query';
      const status = await callAlipay(sdk, queryMethod, { out_trade_no: orderId, out_request_no: refundId });
      if (status.code !== '10000') throw answerError(queryMethod, status);
      return { refunded: status.refund_status === 'REFUND_SUCCESS' };
    },

    readNotification: (params) => readAlipayNotification(sdk, settings.appId, params),
  };
}

/** Alipay refuses 0.00; we refuse it before a signed address or refund says it. */
function payableYuan(fen: number): string {
  if (fen < 1) throw new RangeError(`An Alipay amount must be at least 1 fen, not ${fen}`);
  return fenToYuan(fen);
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
