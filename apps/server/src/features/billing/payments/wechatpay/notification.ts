import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { type PayNotice, PaySignatureError, type TradeState } from '../trade.ts';
import { decryptResource } from './aead.ts';
import { MAX_CLOCK_SKEW_SECONDS, type WechatPaySettings } from './settings.ts';
import { answerMessage, rsaVerify } from './signing.ts';
import { tradeFromTransaction, transactionSchema } from './transaction.ts';

type Headers = Record<string, string | string[] | undefined>;

const envelopeSchema = z.object({
  id: z.string().min(1),
  event_type: z.string(),
  resource_type: z.string().optional(),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string(),
    nonce: z.string(),
    associated_data: z.string().optional(),
    original_type: z.string().optional(),
  }),
});

/** The decrypted resource of REFUND.* events (only REFUND.SUCCESS changes what we know). */
const refundSchema = z.object({
  mchid: z.string(),
  out_trade_no: z.string().min(1),
  transaction_id: z.string().min(1),
});

function header(headers: Headers, name: string): string | undefined {
  // Node lowercases incoming header names; a hand-built record in a test may not.
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  const value = entry?.[1];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A notification, believed only after the signature over the exact raw body verifies with the
 * platform key of `platformSerial`, its timestamp is within 5 minutes of `now` (a replay window, the
 * eventId catches replays inside it), the resource decrypts with the APIv3 key (GCM also proves it
 * was not altered) and it names our merchant and app.
 */
export function readNotification(
  settings: WechatPaySettings,
  platformKey: KeyObject,
  headers: Headers,
  rawBody: string,
  now: Date = new Date(),
): PayNotice {
  const timestamp = header(headers, 'wechatpay-timestamp');
  const nonce = header(headers, 'wechatpay-nonce');
  const signature = header(headers, 'wechatpay-signature');
  const serial = header(headers, 'wechatpay-serial');
  if (!timestamp || !nonce || !signature || !serial)
    throw new PaySignatureError('notification without signature headers');
  if (serial !== settings.platformSerial) throw new PaySignatureError(`notification signed with serial ${serial}`);
  if (!/^\d+$/.test(timestamp) || Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) {
    throw new PaySignatureError(`notification timestamp ${timestamp} is more than 5 minutes off`);
  }
  if (!rsaVerify(answerMessage(timestamp, nonce, rawBody), signature, platformKey)) {
    throw new PaySignatureError('notification signature does not verify');
  }

  const envelope = envelopeSchema.safeParse(parseJson(rawBody));
  if (!envelope.success) throw new PaySignatureError('notification is not a WeChat Pay event');
  let plaintext: string;
  try {
    plaintext = decryptResource(envelope.data.resource, settings.apiV3Key);
  } catch (error) {
    throw new PaySignatureError(`notification resource does not decrypt: ${(error as Error).message}`);
  }
  const { orderId, trade } = readResource(envelope.data.event_type, parseJson(plaintext), settings);
  return { orderId, eventId: envelope.data.id, trade };
}

function readResource(eventType: string, resource: unknown, settings: WechatPaySettings) {
  if (eventType.startsWith('TRANSACTION.')) {
    const tx = transactionSchema.safeParse(resource);
    if (!tx.success) throw new PaySignatureError('notification resource is not a transaction');
    if (tx.data.mchid !== settings.mchId || tx.data.appid !== settings.appId) {
      throw new PaySignatureError('notification is for another merchant or app');
    }
    let trade: TradeState;
    try {
      trade = tradeFromTransaction(tx.data);
    } catch (error) {
      throw new PaySignatureError(`notification transaction unreadable: ${(error as Error).message}`);
    }
    return { orderId: tx.data.out_trade_no, trade };
  }
  if (eventType === 'REFUND.SUCCESS') {
    const refund = refundSchema.safeParse(resource);
    if (!refund.success) throw new PaySignatureError('notification resource is not a refund');
    if (refund.data.mchid !== settings.mchId) throw new PaySignatureError('notification is for another merchant');
    const trade: TradeState = { state: 'refunded', providerTradeId: refund.data.transaction_id };
    return { orderId: refund.data.out_trade_no, trade };
  }
  // REFUND.ABNORMAL / REFUND.CLOSED change nothing we track; refused so that they are seen in logs.
  throw new PaySignatureError(`unsupported notification event ${eventType}`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
