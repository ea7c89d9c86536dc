import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PayNotice, PaySignatureError } from '../trade.ts';
import { notifyAnswer, type WechatPayClient, wechatPayClient } from './client.ts';
import { nonceStr, unixSeconds } from './signing.ts';
import { type FakeWechatPay, startFakeWechatPay } from './test-kit.ts';

let fake: FakeWechatPay;
let client: WechatPayClient;
let receiver: http.Server;
let notifyUrl: string;
/** What our stand-in notify route believed, in order. */
const believed: PayNotice[] = [];

/** The notify route as the app will have it: raw body in, notifyAnswer out. */
function notifyRoute(req: http.IncomingMessage, res: http.ServerResponse) {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    try {
      believed.push(client.readNotification(req.headers, Buffer.concat(chunks).toString()));
      res.writeHead(notifyAnswer.ok.status).end();
    } catch (error) {
      const answer = notifyAnswer.fail((error as Error).message);
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
    }
  });
}

async function openedOrder() {
  const id = `N${randomBytes(8).toString('hex')}`;
  const order = { id, amount: 2990, description: '墨石 · 季度', expiresAt: new Date(Date.now() + 600_000) };
  await client.native(order, notifyUrl);
  return id;
}

beforeAll(async () => {
  fake = await startFakeWechatPay();
  client = wechatPayClient(fake.settings());
  receiver = http.createServer(notifyRoute);
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/notify`;
});
afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('notifications through the wire', () => {
  it('believes a paid notification: order, event id, amount', async () => {
    const id = await openedOrder();
    expect(await fake.pay(id)).toBe(204);
    const paid = fake.trades.get(id)!.paid!;
    expect(believed.at(-1)).toEqual({
      orderId: id,
      eventId: fake.lastNotification(id)!.eventId,
      trade: {
        state: 'paid',
        amount: 2990,
        currency: 'CNY',
        providerTradeId: paid.transactionId,
        paidAt: new Date(paid.successTime),
      },
    });
  });

  it('gives a replay the same event id, and a wrong amount as paid', async () => {
    const id = await openedOrder();
    await fake.pay(id, { amount: 1 });
    expect(await fake.replayLastNotification(id)).toBe(204);
    const [first, replay] = believed.slice(-2);
    expect(replay!.eventId).toBe(first!.eventId);
    expect(replay!.trade).toMatchObject({ state: 'paid', amount: 1 });
  });

  it('notifies a paid trade again with a fresh id when paid again (a slow answer)', async () => {
    const id = await openedOrder();
    await fake.pay(id);
    await fake.pay(id);
    const [first, again] = believed.slice(-2);
    expect(again!.eventId).not.toBe(first!.eventId);
    expect(again!.trade).toEqual(first!.trade);
    await expect(fake.pay(id, { amount: 5 })).rejects.toThrow(/already paid/);
  });

  it('refuses a forged notification with 400 and believes nothing', async () => {
    const id = await openedOrder();
    const before = believed.length;
    expect(await fake.forgedNotification(id)).toBe(400);
    expect(believed).toHaveLength(before);
  });
});

describe('notifications that do not verify', () => {
  let id: string;
  beforeAll(async () => {
    id = await openedOrder();
    await fake.pay(id, { notify: false });
  });
  const sent = () => fake.lastNotification(id)!;
  const read =
    (headers: Record<string, string>, body = sent().body, now?: Date) =>
    () =>
      client.readNotification(headers, body, now);

  it('reads the untouched one (any header case, arrays too)', () => {
    const { headers, body } = sent();
    const arrays = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), [v]]));
    expect(client.readNotification(arrays, body).orderId).toBe(id);
  });

  it('refuses a wrong signature', () => {
    const headers = { ...sent().headers, 'Wechatpay-Signature': Buffer.from('nope').toString('base64') };
    expect(read(headers)).toThrow(PaySignatureError);
  });

  it('refuses another serial', () => {
    expect(read({ ...sent().headers, 'Wechatpay-Serial': 'PUB_KEY_ID_SOMEONE_ELSE' })).toThrow(/serial/);
  });

  it('refuses a timestamp more than 5 minutes off, either way', () => {
    const inSixMinutes = new Date(Date.now() + 6 * 60_000);
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000);
    expect(read(sent().headers, sent().body, inSixMinutes)).toThrow(/5 minutes/);
    expect(read(sent().headers, sent().body, sixMinutesAgo)).toThrow(/5 minutes/);
    expect(read(sent().headers, sent().body, new Date(Date.now() + 4 * 60_000))).not.toThrow();
  });

  it('refuses a body changed after signing', () => {
    expect(read(sent().headers, sent().body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS '))).toThrow(
      PaySignatureError,
    );
  });

  /** A body with its resource changed, properly signed again by the platform: only GCM can tell. */
  function resigned(change: (resource: Record<string, string>) => void) {
    const envelope = JSON.parse(sent().body) as { resource: Record<string, string> };
    change(envelope.resource);
    const body = JSON.stringify(envelope);
    const timestamp = unixSeconds();
    const nonce = nonceStr();
    const headers = {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Serial': fake.settings().platformSerial,
      'Wechatpay-Signature': fake.signAsPlatform(timestamp, nonce, body),
    };
    return read(headers, body);
  }

  it('refuses a tampered ciphertext or associated data even when the envelope is signed', () => {
    expect(resigned(() => {})).not.toThrow();
    const flipped = (text: string) => {
      const bytes = Buffer.from(text, 'base64');
      bytes[3] = bytes[3]! ^ 1;
      return bytes.toString('base64');
    };
    expect(resigned((r) => (r.ciphertext = flipped(r.ciphertext!)))).toThrow(/does not decrypt/);
    expect(resigned((r) => (r.associated_data = 'refund'))).toThrow(/does not decrypt/);
  });

  it('refuses a resource encrypted with another APIv3 key', () => {
    const other = wechatPayClient({ ...fake.settings(), apiV3Key: 'x'.repeat(32) });
    expect(() => other.readNotification(sent().headers, sent().body)).toThrow(/does not decrypt/);
  });

  it('refuses a notification for another merchant', () => {
    const other = wechatPayClient({ ...fake.settings(), mchId: '1900000000' });
    expect(() => other.readNotification(sent().headers, sent().body)).toThrow(/another merchant/);
  });

  it('answers WeChat Pay in its words', () => {
    expect(notifyAnswer.ok).toEqual({ status: 204 });
    expect(notifyAnswer.fail('bad')).toEqual({ status: 400, body: { code: 'FAIL', message: 'bad' } });
  });
});
