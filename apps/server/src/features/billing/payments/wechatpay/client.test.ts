import { createPublicKey, createPrivateKey, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderForPay, PayProviderError } from '../trade.ts';
import { type WechatPayClient, wechatPayClient } from './client.ts';
import { bridgeMessage, rsaVerify } from './signing.ts';
import { type FakeWechatPay, startFakeWechatPay } from './test-kit.ts';

let fake: FakeWechatPay;
let client: WechatPayClient;

const orderFor = (overrides: Partial<OrderForPay> = {}): OrderForPay => ({
  id: `T${randomBytes(8).toString('hex')}`,
  amount: 1990,
  description: '墨石会员 · 月度 / Inkstone monthly',
  expiresAt: new Date(Date.now() + 30 * 60_000),
  ...overrides,
});
const notifyUrl = 'https://inkstone.example/api/billing/wechatpay/notify';

/** The PayProviderError a call rejects with, so its code and status can be checked. */
async function providerError(promise: Promise<unknown>): Promise<PayProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PayProviderError);
  return error as PayProviderError;
}

beforeAll(async () => {
  fake = await startFakeWechatPay();
  client = wechatPayClient({ ...fake.settings(), timeoutMs: 400 });
});
afterAll(() => fake.close());

describe('opening a payment', () => {
  it('opens a Native trade and answers its code_url; the fake keeps what was sent', async () => {
    const order = orderFor();
    const { codeUrl } = await client.native(order, notifyUrl);
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=\w+$/);
    const trade = fake.trades.get(order.id)!;
    expect(trade).toMatchObject({ kind: 'NATIVE', amount: 1990, description: order.description, notifyUrl });
    expect(trade.timeExpire).toMatch(/\+08:00$/);
    expect(new Date(trade.timeExpire!).getTime()).toBe(Math.floor(order.expiresAt.getTime() / 1000) * 1000);
  });

  it('answers the same to a retry and refuses the same number with other content', async () => {
    const order = orderFor();
    const first = await client.native(order, notifyUrl);
    expect(await client.native(order, notifyUrl)).toEqual(first);
    const error = await providerError(client.native({ ...order, amount: 1 }, notifyUrl));
    expect(error).toMatchObject({ provider: 'wechatpay', code: 'INVALID_REQUEST', status: 400 });
  });

  it('cuts a description past 127 characters rather than failing the payment', async () => {
    const order = orderFor({ description: '墨'.repeat(200) });
    await client.native(order, notifyUrl);
    expect(fake.trades.get(order.id)!.description).toHaveLength(127);
  });

  it('opens an H5 trade whose h5_url is the fake cashier, with the pay button', async () => {
    const order = orderFor();
    const { h5Url } = await client.h5(order, notifyUrl, { clientIp: '203.0.113.7' });
    expect(h5Url.startsWith(`${fake.url}/fake/h5?prepay=`)).toBe(true);
    const page = await fetch(`${h5Url}&redirect_url=${encodeURIComponent('https://inkstone.example/pay/done')}`);
    expect(await page.text()).toContain('确认支付 / Pay');
  });

  it('opens a JSAPI trade and signs the bridge with the merchant key', async () => {
    const bridge = await client.jsapi(orderFor(), notifyUrl, { openid: fake.openid });
    expect(bridge).toMatchObject({ appId: fake.appId, signType: 'RSA' });
    expect(bridge.package).toMatch(/^prepay_id=wx\w+$/);
    const merchantPublic = createPublicKey(fake.settings().privateKey);
    const message = bridgeMessage(bridge.appId, bridge.timeStamp, bridge.nonceStr, bridge.package);
    expect(rsaVerify(message, bridge.paySign, merchantPublic)).toBe(true);
  });

  it('accepts a PKCS#1 merchant key as well as PKCS#8', async () => {
    const settings = fake.settings();
    const pkcs1 = createPrivateKey(settings.privateKey).export({ type: 'pkcs1', format: 'pem' }) as string;
    expect(pkcs1).toContain('BEGIN RSA PRIVATE KEY');
    await expect(wechatPayClient({ ...settings, privateKey: pkcs1 }).native(orderFor(), notifyUrl)).resolves.toEqual({
      codeUrl: expect.any(String),
    });
  });

  it('is refused with SIGN_ERROR when signed with another merchant serial', async () => {
    const other = wechatPayClient({ ...fake.settings(), certSerial: 'ABCDEF' });
    expect(await providerError(other.native(orderFor(), notifyUrl))).toMatchObject({ code: 'SIGN_ERROR', status: 401 });
  });
});

describe('query, close, refund', () => {
  it('maps every trade_state', async () => {
    const order = orderFor();
    await client.native(order, notifyUrl);
    expect(await client.query(order.id)).toEqual({ state: 'pending' });
    const expected = {
      USERPAYING: { state: 'pending' },
      CLOSED: { state: 'closed' },
      REVOKED: { state: 'closed' },
      PAYERROR: { state: 'failed', reason: '支付失败' },
    } as const;
    for (const [state, trade] of Object.entries(expected)) {
      fake.setTradeState(order.id, state as keyof typeof expected);
      expect(await client.query(order.id)).toEqual(trade);
    }
    fake.setTradeState(order.id, 'NOTPAY');
    await fake.pay(order.id, { notify: false });
    const paid = fake.trades.get(order.id)!.paid!;
    expect(await client.query(order.id)).toEqual({
      state: 'paid',
      amount: 1990,
      currency: 'CNY',
      providerTradeId: paid.transactionId,
      paidAt: new Date(paid.successTime),
    });
    expect(await client.refund({ orderId: order.id, refundId: `R${order.id}`, amount: 1990, total: 1990 })).toEqual({
      status: 'SUCCESS',
    });
    expect(await client.query(order.id)).toEqual({ state: 'refunded', providerTradeId: paid.transactionId });
  });

  it('says unknown for a trade WeChat Pay has never seen', async () => {
    expect(await client.query('never-opened-123')).toEqual({ state: 'unknown' });
  });

  it('closes an unpaid trade and refuses to close a paid one (ORDERPAID)', async () => {
    const open = orderFor();
    await client.native(open, notifyUrl);
    await client.close(open.id);
    expect(await client.query(open.id)).toEqual({ state: 'closed' });

    const paid = orderFor();
    await client.native(paid, notifyUrl);
    await fake.pay(paid.id, { notify: false });
    expect(await providerError(client.close(paid.id))).toMatchObject({ code: 'ORDERPAID', status: 400 });
  });

  it('refuses a refund of an unpaid trade', async () => {
    const order = orderFor();
    await client.native(order, notifyUrl);
    const refund = client.refund({ orderId: order.id, refundId: 'R1', amount: 100, total: 1990 });
    expect(await providerError(refund)).toMatchObject({ code: 'INVALID_REQUEST', status: 400 });
  });
});

describe('answers that cannot be trusted', () => {
  it.each(['http500', 'badSignature', 'garbage'] as const)('%s → PayProviderError, never a state', async (kind) => {
    const order = orderFor();
    await client.native(order, notifyUrl);
    fake.failNext(kind);
    const error = await providerError(client.query(order.id));
    const said = { http500: /HTTP 500/, badSignature: /does not verify/, garbage: /unreadable/ }[kind];
    expect(error.message).toMatch(said);
    if (kind === 'http500') expect(error).toMatchObject({ code: 'SYSTEM_ERROR', status: 500 });
    expect(await client.query(order.id)).toEqual({ state: 'pending' });
  });

  it('gives up on a stalled answer after timeoutMs', async () => {
    fake.failNext('stall');
    const started = Date.now();
    const error = await providerError(client.query('stalled-order'));
    expect(error.message).toMatch(/no answer within 400 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses answers signed under another platform serial', async () => {
    const other = wechatPayClient({ ...fake.settings(), platformSerial: 'PUB_KEY_ID_OTHER' });
    expect((await providerError(other.query('any-order-1'))).message).toMatch(/serial/);
  });

  it('refuses an answer that does not verify with the configured platform key', async () => {
    const stranger = await startFakeWechatPay();
    try {
      // The stranger's account, but our platform key: its answers are signed by someone else's key.
      const mixed = wechatPayClient({ ...stranger.settings(), platformKey: fake.settings().platformKey });
      expect((await providerError(mixed.query('any-order-2'))).message).toMatch(/does not verify/);
    } finally {
      await stranger.close();
    }
  });

  it('says so when WeChat Pay cannot be reached', async () => {
    const gone = wechatPayClient({ ...fake.settings(), apiBase: 'http://127.0.0.1:1' });
    expect((await providerError(gone.query('any-order-3'))).message).toMatch(/could not reach/);
  });
});
