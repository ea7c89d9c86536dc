import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderForPay, type PayNotice, PayProviderError, PaySignatureError } from '../trade.ts';
import { fenToYuan, yuanToFen } from './amount.ts';
import { type AlipayClient, alipayClient, NOTIFY_FAIL, NOTIFY_OK } from './client.ts';
import { rsa2Verify, signContent } from './fake-signing.ts';
import { type FakeAlipay, startFakeAlipay } from './test-kit.ts';

/** Our side of the notifications: a notify_url that answers as the app's route will. */
type Merchant = { notifyUrl: string; returnUrl: string; quitUrl: string; notices: (PayNotice | Error)[] };

let fake: FakeAlipay;
let client: AlipayClient;
let merchant: Merchant;
let merchantServer: Server;

beforeAll(async () => {
  fake = await startFakeAlipay();
  client = alipayClient(fake.settings());
  const notices: Merchant['notices'] = [];
  merchantServer = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      try {
        notices.push(client.readNotification(Object.fromEntries(new URLSearchParams(body))));
        res.end(NOTIFY_OK);
      } catch (error) {
        notices.push(error as Error);
        res.end(NOTIFY_FAIL);
      }
    });
  });
  await new Promise<void>((resolve) => merchantServer.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(merchantServer.address() as AddressInfo).port}`;
  merchant = {
    notifyUrl: `${base}/notify`,
    returnUrl: `${base}/paid?from=alipay`,
    quitUrl: `${base}/pricing`,
    notices,
  };
});
afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => merchantServer.close(resolve));
});

const order = (amount: number, description = 'Inkstone 问答会员 · 月付'): OrderForPay => ({
  id: `ord_${randomUUID().replaceAll('-', '')}`,
  amount,
  description,
  expiresAt: new Date(Date.now() + 30 * 60_000),
});
const urls = () => ({ notifyUrl: merchant.notifyUrl, returnUrl: merchant.returnUrl });
const lastNotice = () => merchant.notices.at(-1);

/** Opens the pay address as the browser would, so the fake learns the trade. */
async function openCashier(forOrder: OrderForPay, pay = client.pagePayUrl(forOrder, urls())) {
  const response = await fetch(pay);
  return { status: response.status, html: await response.text() };
}

describe('amounts', () => {
  it('converts fen and yuan on the digits, never through a float', () => {
    expect([6800, 1, 30, 1999, 100_000_00].map(fenToYuan)).toEqual(['68.00', '0.01', '0.30', '19.99', '100000.00']);
    expect(['68.00', '0.01', '0.3', '19.99', '68'].map(yuanToFen)).toEqual([6800, 1, 30, 1999, 6800]);
    expect(['-1.00', '1e3', '1.001', '', ' 1.00', undefined].map(yuanToFen)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(() => fenToYuan(0.5)).toThrow(RangeError);
  });
});

describe('pay addresses', () => {
  it('signs a desktop address the fake accepts, with the documented parameters', async () => {
    const forOrder = { ...order(6800), expiresAt: new Date('2031-05-01T04:00:00Z') };
    const address = new URL(client.pagePayUrl(forOrder, urls()));
    const params = Object.fromEntries(address.searchParams);
    expect(address.origin + address.pathname).toBe(fake.gateway);
    expect(params).toMatchObject({
      app_id: fake.appId,
      method: 'alipay.trade.page.pay',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      notify_url: merchant.notifyUrl,
      return_url: merchant.returnUrl,
    });
    expect(params.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.parse(params.biz_content!)).toEqual({
      out_trade_no: forOrder.id,
      total_amount: '68.00',
      subject: 'Inkstone 问答会员 · 月付',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      time_expire: '2031-05-01 12:00:00', // China time
    });
    const appPublicKey = createPublicKey(fake.settings().privateKey);
    expect(rsa2Verify(appPublicKey, signContent(params, ['sign']), params.sign)).toBe(true);

    const cashier = await openCashier(forOrder, address.toString());
    expect(cashier.status).toBe(200);
    expect(cashier.html).toContain('支付宝收银台 (fake)');
    expect(cashier.html).toContain('¥68.00');
    expect(fake.trade(forOrder.id)).toMatchObject({ totalAmount: 6800, status: 'WAIT_BUYER_PAY' });
  });

  it('signs a mobile address with QUICK_WAP_WAY and quit_url', async () => {
    const forOrder = order(1);
    const address = client.wapPayUrl(forOrder, { ...urls(), quitUrl: merchant.quitUrl });
    const biz = JSON.parse(new URL(address).searchParams.get('biz_content')!);
    expect(biz).toMatchObject({ total_amount: '0.01', product_code: 'QUICK_WAP_WAY', quit_url: merchant.quitUrl });
    expect((await openCashier(forOrder, address)).status).toBe(200);
    expect(fake.trade(forOrder.id)).toMatchObject({ method: 'alipay.trade.wap.pay', totalAmount: 1 });
  });

  it('is refused when tampered with, or reopened with another amount', async () => {
    const forOrder = order(6800);
    const address = new URL(client.pagePayUrl(forOrder, urls()));
    const tampered = new URL(address);
    tampered.searchParams.set('biz_content', address.searchParams.get('biz_content')!.replace('68.00', '0.01'));
    expect(await openCashier(forOrder, tampered.toString())).toMatchObject({ status: 400, html: /验签出错/ });

    expect((await openCashier(forOrder, address.toString())).status).toBe(200);
    const cheaper = await openCashier({ ...forOrder, amount: 100 });
    expect(cheaper).toMatchObject({ status: 400, html: /another amount/ });
  });

  it('refuses amounts Alipay cannot take', () => {
    expect(() => client.pagePayUrl(order(0), urls())).toThrow(RangeError);
  });
});

describe('query, close and refund', () => {
  it('reads each state of a trade', async () => {
    const forOrder = order(6800);
    expect(await client.query(forOrder.id)).toEqual({ state: 'unknown' });
    await openCashier(forOrder);
    expect(await client.query(forOrder.id)).toEqual({ state: 'pending' });
    await fake.pay(forOrder.id, { notify: false });
    const paid = await client.query(forOrder.id);
    expect(paid).toEqual({
      state: 'paid',
      amount: 6800,
      currency: 'CNY',
      providerTradeId: fake.trade(forOrder.id)!.tradeNo,
      paidAt: expect.any(Date),
    });
    expect(Math.abs((paid as { paidAt: Date }).paidAt.getTime() - Date.now())).toBeLessThan(5_000);

    await client.refund({ orderId: forOrder.id, refundId: 'rf_full', amount: 6800 });
    expect(await client.query(forOrder.id)).toEqual({
      state: 'refunded',
      providerTradeId: paid.state === 'paid' && paid.providerTradeId,
    });
  });

  it('closes an open trade and one never scanned; a paid one is the provider’s error', async () => {
    await expect(client.close(order(100).id)).resolves.toBeUndefined();
    const open = order(100);
    await openCashier(open);
    await client.close(open.id);
    expect(await client.query(open.id)).toEqual({ state: 'closed' });
    // Closed already (as Alipay does at time_expire): ACQ.TRADE_STATUS_ERROR, but nothing to report.
    await expect(client.close(open.id)).resolves.toBeUndefined();

    const paid = order(100);
    await openCashier(paid);
    await fake.pay(paid.id, { notify: false });
    await expect(client.close(paid.id)).rejects.toMatchObject({
      name: 'PayProviderError',
      code: 'ACQ.TRADE_STATUS_ERROR',
    });
  });

  it('refunds once per refund id, and never more than was paid', async () => {
    const forOrder = order(6800);
    await openCashier(forOrder);
    await fake.pay(forOrder.id, { notify: false });
    expect(await client.refund({ orderId: forOrder.id, refundId: 'rf_1', amount: 1000 })).toEqual({ refunded: true });
    // The same id again is the same refund: confirmed through the refund query, no money moves.
    expect(await client.refund({ orderId: forOrder.id, refundId: 'rf_1', amount: 1000 })).toEqual({ refunded: true });
    expect(fake.trade(forOrder.id)).toMatchObject({ refunded: 1000, status: 'TRADE_SUCCESS' });
    await expect(client.refund({ orderId: forOrder.id, refundId: 'rf_2', amount: 5801 })).rejects.toMatchObject({
      code: 'ACQ.REASON_TRADE_REFUND_FEE_ERR',
    });
    await expect(client.refund({ orderId: order(1).id, refundId: 'rf_3', amount: 1 })).rejects.toMatchObject({
      code: 'ACQ.TRADE_NOT_EXIST',
    });
  });
});

describe('notifications', () => {
  it('reads a verified payment: notify_id as the event, total_amount in fen', async () => {
    const forOrder = order(6800, '会员 100% + 月付 & more');
    await openCashier(forOrder);
    expect(await fake.pay(forOrder.id)).toEqual({ status: 200, body: NOTIFY_OK });
    const notice = lastNotice() as PayNotice;
    expect(notice).toEqual({
      orderId: forOrder.id,
      eventId: expect.stringMatching(/^[0-9a-f]{32}$/),
      trade: {
        state: 'paid',
        amount: 6800,
        currency: 'CNY',
        providerTradeId: expect.any(String),
        paidAt: expect.any(Date),
      },
    });
    expect(await fake.replayLastNotification(forOrder.id)).toEqual({ status: 200, body: NOTIFY_OK });
    expect((lastNotice() as PayNotice).eventId).toBe(notice.eventId);
  });

  it('reports what Alipay says was paid, and the other states', async () => {
    const short = order(6800);
    await openCashier(short);
    expect(await client.query(short.id)).toEqual({ state: 'pending' });
    await fake.notify(short.id);
    expect((lastNotice() as PayNotice).trade).toEqual({ state: 'pending' });
    await fake.pay(short.id, { amount: 1 });
    expect((lastNotice() as PayNotice).trade).toMatchObject({ state: 'paid', amount: 1 });

    await client.refund({ orderId: short.id, refundId: 'rf_all', amount: 1 });
    await fake.notify(short.id);
    expect((lastNotice() as PayNotice).trade).toMatchObject({ state: 'refunded' });

    const closed = order(100);
    await openCashier(closed);
    await client.close(closed.id);
    await fake.notify(closed.id);
    expect((lastNotice() as PayNotice).trade).toEqual({ state: 'closed' });
  });

  it('refuses a forged signature, another app, a tampered amount', async () => {
    const forOrder = order(6800);
    await openCashier(forOrder);
    expect(await fake.forgedNotification(forOrder.id)).toEqual({ status: 200, body: NOTIFY_FAIL });
    expect(lastNotice()).toBeInstanceOf(PaySignatureError);

    const otherApp = fake.signedNotification(forOrder.id, { app_id: '2021000000000001' });
    expect(() => client.readNotification(otherApp)).toThrow(PaySignatureError);
    const tampered = {
      ...fake.signedNotification(forOrder.id, { trade_status: 'TRADE_SUCCESS' }),
      total_amount: '0.01',
    };
    expect(() => client.readNotification(tampered)).toThrow(PaySignatureError);
    const { sign: _sign, ...unsigned } = fake.signedNotification(forOrder.id);
    expect(() => client.readNotification(unsigned)).toThrow(PaySignatureError);
  });

  it('sends the buyer back from the cashier with signed return parameters', async () => {
    const forOrder = order(1800);
    await openCashier(forOrder);
    const form = new URLSearchParams({ out_trade_no: forOrder.id });
    const cashierPay = new URL('/cashier/pay', fake.gateway);
    const response = await fetch(cashierPay, { method: 'POST', body: form, redirect: 'manual' });
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(new URL(merchant.returnUrl).origin + '/paid');
    const params = Object.fromEntries(back.searchParams);
    expect(params).toMatchObject({ from: 'alipay', method: 'alipay.trade.page.pay.return', total_amount: '18.00' });
    const alipayKey = createPublicKey(fake.settings().alipayPublicKey);
    const { from: _from, ...signed } = params;
    expect(rsa2Verify(alipayKey, signContent(signed, ['sign', 'sign_type']), params.sign)).toBe(true);
    // The notification was answered before the buyer came back.
    expect(lastNotice()).toMatchObject({ orderId: forOrder.id, trade: { state: 'paid', amount: 1800 } });
  });
});

describe('failures are PayProviderError, never a guessed state', () => {
  it.each([
    ['http500', { status: 500 }],
    ['garbage', {}],
    ['badSignature', {}],
  ] as const)('%s', async (kind, extra) => {
    fake.failNext(kind);
    const error = await client.query(order(100).id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PayProviderError);
    expect(error).toMatchObject({ provider: 'alipay', ...extra });
  });

  it('a stalled gateway, within timeoutMs', async () => {
    const impatient = alipayClient({ ...fake.settings(), timeoutMs: 300 });
    fake.failNext('stall');
    const started = Date.now();
    await expect(impatient.close(order(100).id)).rejects.toBeInstanceOf(PayProviderError);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('an answer signed with a key that is not Alipay’s', async () => {
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    const misled = alipayClient({ ...fake.settings(), alipayPublicKey: otherKey as string });
    await expect(misled.query(order(100).id)).rejects.toBeInstanceOf(PayProviderError);
  });

  it('a request signed with another app key: the gateway refuses it', async () => {
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    const stranger = alipayClient({ ...fake.settings(), privateKey: otherKey as string });
    await expect(stranger.query(order(100).id)).rejects.toMatchObject({ code: 'isv.invalid-signature' });
  });
});

describe('keys', () => {
  it('takes the app key as PKCS#1, PKCS#8 or bare base64 from Alipay’s console', async () => {
    const key = createPrivateKey(fake.settings().privateKey);
    const pkcs8 = key.export({ type: 'pkcs8', format: 'pem' }) as string;
    const bare = (key.export({ type: 'pkcs8', format: 'der' }) as Buffer).toString('base64');
    for (const privateKey of [fake.settings().privateKey, pkcs8, `${pkcs8}\n\n`, bare]) {
      await expect(alipayClient({ ...fake.settings(), privateKey }).query(order(1).id)).resolves.toEqual({
        state: 'unknown',
      });
    }
    expect(() => alipayClient({ ...fake.settings(), privateKey: 'not a key' })).toThrow(/app private key/);
  });
});
