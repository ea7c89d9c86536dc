import { type KeyObject, randomUUID } from 'node:crypto';
import { encryptResource } from './aead.ts';
import { answerMessage, nonceStr, rsaSign, SIGNATURE_SCHEME, unixSeconds } from './signing.ts';
import { chinaTime } from './transaction.ts';

/** One notification as it goes on the wire, kept whole so that a replay is byte for byte the same. */
export type FakeNotification = { url: string; headers: Record<string, string>; body: string; eventId: string };

/** A TRANSACTION.SUCCESS notification: the transaction encrypted with the APIv3 key, the envelope signed. */
export function transactionNotification(input: {
  url: string;
  transaction: object;
  apiV3Key: string;
  signingKey: KeyObject;
  serial: string;
}): FakeNotification {
  const eventId = randomUUID();
  const body = JSON.stringify({
    id: eventId,
    create_time: chinaTime(new Date()),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      ...encryptResource(JSON.stringify(input.transaction), input.apiV3Key, nonceStr(12), 'transaction'),
    },
  });
  const timestamp = unixSeconds();
  const nonce = nonceStr();
  const headers = {
    'Content-Type': 'application/json',
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Serial': input.serial,
    'Wechatpay-Signature': rsaSign(answerMessage(timestamp, nonce, body), input.signingKey),
    'Wechatpay-Signature-Type': SIGNATURE_SCHEME,
  };
  return { url: input.url, headers, body, eventId };
}

/** POSTs it and gives the status the merchant answered (WeChat Pay would retry anything but 2xx). */
export async function deliver(notification: FakeNotification): Promise<number> {
  const response = await fetch(notification.url, {
    method: 'POST',
    headers: notification.headers,
    body: notification.body,
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return response.status;
}
