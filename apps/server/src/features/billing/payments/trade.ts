/**
 * What the Chinese edition's payment providers (WeChat Pay, Alipay) tell us about one of our
 * orders, in one shape, so the order's rules (features/billing/pay-confirm.ts) never read a
 * provider's own words. Our order id is the provider's merchant trade number (`out_trade_no`).
 */

/** The order as a provider needs it to open a payment. Amounts in fen. */
export type OrderForPay = {
  id: string;
  amount: number;
  /** Shown to the payer in their wallet (≤ 127 characters for WeChat Pay, 256 for Alipay). */
  description: string;
  /** After this the payment can no longer be made (the provider closes it). */
  expiresAt: Date;
};

/** A trade as the provider knows it. */
export type TradeState =
  /** Paid: the amount and currency the payer paid, and the provider's own trade id. */
  | { state: 'paid'; amount: number; currency: 'CNY'; providerTradeId: string; paidAt: Date | null }
  /** Not paid yet (WeChat NOTPAY, USERPAYING; Alipay WAIT_BUYER_PAY). */
  | { state: 'pending' }
  /** Closed without payment (WeChat CLOSED, REVOKED; Alipay TRADE_CLOSED without a refund). */
  | { state: 'closed' }
  /** Paid and then refunded, in whole or part (WeChat REFUND; Alipay TRADE_CLOSED after a refund). */
  | { state: 'refunded'; providerTradeId: string }
  /** The payment failed (WeChat PAYERROR). */
  | { state: 'failed'; reason: string }
  /** The provider has no trade of that number (never opened, or opened and not yet scanned). */
  | { state: 'unknown' };

/** A provider's notification, verified: whose order, which event, what it says. */
export type PayNotice = {
  orderId: string;
  /** The provider's id of this notification, so a replay is recognised. */
  eventId: string;
  trade: TradeState;
};

/** A notification whose signature, timestamp or content does not verify: answered as a failure, never granted. */
export class PaySignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaySignatureError';
  }
}

/** The provider answered with an error, could not be reached, or said something we cannot read. */
export class PayProviderError extends Error {
  constructor(
    readonly provider: 'wechatpay' | 'alipay',
    message: string,
    /** The provider's own error code, when it gave one (ORDER_NOT_EXIST, ACQ.TRADE_NOT_EXIST…). */
    readonly code?: string,
    /** The HTTP status of the provider's answer, when there was one. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PayProviderError';
  }
}
