import { z } from 'zod';
import { type OrderForPay, type PayNotice, PayProviderError, type TradeState } from '../trade.ts';
import { expectOk, wechatPayCaller } from './http.ts';
import { readNotification } from './notification.ts';
import type { WechatPaySettings } from './settings.ts';
import { bridgeMessage, nonceStr, platformKeyFrom, privateKeyFrom, rsaSign, unixSeconds } from './signing.ts';
import { chinaTime, tradeFromTransaction, transactionSchema } from './transaction.ts';

export type { WechatPaySettings } from './settings.ts';

/** What the pay page hands to WeixinJSBridge.invoke('getBrandWCPayRequest', …). */
export type JsapiBridge = {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
};

export interface WechatPayClient {
  native(order: OrderForPay, notifyUrl: string): Promise<{ codeUrl: string }>;
  h5(order: OrderForPay, notifyUrl: string, payer: { clientIp: string }): Promise<{ h5Url: string }>;
  jsapi(order: OrderForPay, notifyUrl: string, payer: { openid: string }): Promise<JsapiBridge>;
  /** ORDER_NOT_EXIST → { state: 'unknown' }. */
  query(orderId: string): Promise<TradeState>;
  close(orderId: string): Promise<void>;
  refund(input: { orderId: string; refundId: string; amount: number; total: number }): Promise<{ status: string }>;
  /**
   * Verifies signature (platformSerial, RSA-SHA256), rejects a timestamp more than 5 minutes off,
   * decrypts the resource; throws PaySignatureError otherwise. eventId = the notification's `id`.
   */
  readNotification(headers: Record<string, string | string[] | undefined>, rawBody: string, now?: Date): PayNotice;
}

/** What WeChat Pay expects back: success → 204 with no body; failure → 4xx/5xx with {"code":"FAIL","message":"…"}. */
export const notifyAnswer: {
  ok: { status: 204 };
  fail(message: string): { status: 400 | 500; body: { code: 'FAIL'; message: string } };
} = {
  ok: { status: 204 },
  // 400 for every refusal: a notification we cannot believe will not become believable on a retry.
  fail: (message) => ({ status: 400, body: { code: 'FAIL', message } }),
};

/** The one field each creation answers with; anything else is unreadable. */
const answerField = <K extends string>(data: unknown, key: K): string => {
  const parsed = z.object({ [key]: z.string().min(1) }).safeParse(data);
  if (!parsed.success) throw new PayProviderError('wechatpay', `answer without ${key}`);
  return parsed.data[key] as string;
};

export function wechatPayClient(settings: WechatPaySettings): WechatPayClient {
  const call = wechatPayCaller(settings);
  const merchantKey = privateKeyFrom(settings.privateKey);
  const platformKey = platformKeyFrom(settings.platformKey);
  const tradePath = (orderId: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderId)}`;

  const opening = (order: OrderForPay, notifyUrl: string) => ({
    appid: settings.appId,
    mchid: settings.mchId,
    // WeChat Pay refuses a description past 127 characters; the payer sees it cut rather than no payment.
    description: Array.from(order.description).slice(0, 127).join(''),
    out_trade_no: order.id,
    time_expire: chinaTime(order.expiresAt),
    notify_url: notifyUrl,
    amount: { total: order.amount, currency: 'CNY' },
  });

  return {
    async native(order, notifyUrl) {
      const answer = await call('POST', '/v3/pay/transactions/native', opening(order, notifyUrl));
      return { codeUrl: answerField(expectOk(answer), 'code_url') };
    },

    async h5(order, notifyUrl, payer) {
      const body = {
        ...opening(order, notifyUrl),
        scene_info: { payer_client_ip: payer.clientIp, h5_info: { type: 'Wap' } },
      };
      const answer = await call('POST', '/v3/pay/transactions/h5', body);
      return { h5Url: answerField(expectOk(answer), 'h5_url') };
    },

    async jsapi(order, notifyUrl, payer) {
      const body = { ...opening(order, notifyUrl), payer: { openid: payer.openid } };
      const answer = await call('POST', '/v3/pay/transactions/jsapi', body);
      const prepayId = answerField(expectOk(answer), 'prepay_id');
      const bridge = {
        appId: settings.appId,
        timeStamp: unixSeconds(),
        nonceStr: nonceStr(),
        package: `prepay_id=${prepayId}`,
        signType: 'RSA' as const,
      };
      const paySign = rsaSign(
        bridgeMessage(bridge.appId, bridge.timeStamp, bridge.nonceStr, bridge.package),
        merchantKey,
      );
      return { ...bridge, paySign };
    },

    async query(orderId) {
      const answer = await call('GET', `${tradePath(orderId)}?mchid=${encodeURIComponent(settings.mchId)}`);
      if (answer.status === 404 && (answer.data as { code?: unknown } | null)?.code === 'ORDER_NOT_EXIST') {
        return { state: 'unknown' };
      }
      const tx = transactionSchema.safeParse(expectOk(answer));
      if (!tx.success) throw new PayProviderError('wechatpay', 'query answer is not a transaction');
      if (tx.data.out_trade_no !== orderId) {
        throw new PayProviderError('wechatpay', `query for ${orderId} answered about ${tx.data.out_trade_no}`);
      }
      try {
        return tradeFromTransaction(tx.data);
      } catch (error) {
        throw new PayProviderError('wechatpay', `query answer unreadable: ${(error as Error).message}`);
      }
    },

    async close(orderId) {
      expectOk(await call('POST', `${tradePath(orderId)}/close`, { mchid: settings.mchId }));
    },

    async refund(input) {
      const answer = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: input.orderId,
        out_refund_no: input.refundId,
        amount: { refund: input.amount, total: input.total, currency: 'CNY' },
      });
      return { status: answerField(expectOk(answer), 'status') };
    },

    readNotification: (headers, rawBody, now) => readNotification(settings, platformKey, headers, rawBody, now),
  };
}
