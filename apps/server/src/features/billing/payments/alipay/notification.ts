import type { AlipaySdk } from 'alipay-sdk';
import { type PayNotice, PaySignatureError } from '../trade.ts';
import { yuanToFen } from './amount.ts';
import { tradeState } from './trade-status.ts';

/**
 * Reads Alipay's asynchronous notification (the form fields of its POST to notify_url, already
 * URL-decoded by the form parser). Alipay signs the decoded values, so the check is the SDK's
 * "raw" one (checkNotifySignV2): the older checkNotifySign decodes a second time and fails on a
 * subject containing "%".
 */
export function readAlipayNotification(sdk: AlipaySdk, appId: string, params: Record<string, string>): PayNotice {
  let verified = false;
  try {
    verified = sdk.checkNotifySignV2(params);
  } catch {
    // A malformed signature or field makes the SDK throw; that is a failed check like any other.
  }
  if (!verified) throw new PaySignatureError('Alipay notification: the signature does not verify');
  // Signed by Alipay, but for another merchant's app: not a statement about our orders.
  if (params.app_id !== appId) throw new PaySignatureError(`Alipay notification for another app: ${params.app_id}`);

  const orderId = params.out_trade_no;
  const eventId = params.notify_id;
  if (!orderId || !eventId) throw new PaySignatureError('Alipay notification without out_trade_no or notify_id');
  const trade = tradeState({
    trade_status: params.trade_status,
    trade_no: params.trade_no,
    total_amount: params.total_amount,
    paidAt: params.gmt_payment,
    refunded: isRefundNotice(params),
  });
  if (!trade) throw new PaySignatureError(`Alipay notification we cannot read: ${params.trade_status}`);
  return { orderId, eventId, trade };
}

/** A refund's notification carries refund_fee (the total refunded so far) and gmt_refund. */
function isRefundNotice(params: Record<string, string>): boolean {
  return Boolean(params.gmt_refund) || (yuanToFen(params.refund_fee) ?? 0) > 0;
}
