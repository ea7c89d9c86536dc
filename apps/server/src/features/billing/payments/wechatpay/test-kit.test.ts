import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WechatPayClient, wechatPayClient } from './client.ts';
import { type WechatPayCall, wechatPayCaller } from './http.ts';
import { type FakeWechatPay, startFakeWechatPay } from './test-kit.ts';

/** The fake's own promises to the browser suite and the API tests: what the client tests do not reach. */

let fake: FakeWechatPay;
let client: WechatPayClient;
let call: WechatPayCall;
// Nothing listens there: these payments are not notified anywhere that answers.
const notifyUrl = 'http://127.0.0.1:1/notify';

const newOrder = () => ({
  id: `K${randomBytes(8).toString('hex')}`,
  amount: 500,
  description: 'Inkstone',
  expiresAt: new Date(Date.now() + 600_000),
});

beforeAll(async () => {
  fake = await startFakeWechatPay();
  client = wechatPayClient(fake.settings());
  call = wechatPayCaller(fake.settings());
});
afterAll(() => fake.close());

describe('the fake cashier', () => {
  it('pays from the H5 page and sends the payer back to redirect_url', async () => {
    const order = newOrder();
    const { h5Url } = await client.h5(order, notifyUrl, { clientIp: '198.51.100.2' });
    const page = await (
      await fetch(`${h5Url}&redirect_url=${encodeURIComponent('https://inkstone.example/done')}`)
    ).text();
    const form = new URLSearchParams({
      out_trade_no: /name="out_trade_no" value="([^"]+)"/.exec(page)![1]!,
      redirect_url: /name="redirect_url" value="([^"]+)"/.exec(page)![1]!,
    });
    const paid = await fetch(`${fake.url}/fake/pay`, { method: 'POST', body: form, redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('https://inkstone.example/done');
    expect(fake.trades.get(order.id)!.state).toBe('SUCCESS');
  });

  it('pays a Native trade by the pr of its code_url (in place of scanning the QR code)', async () => {
    const order = newOrder();
    const { codeUrl } = await client.native(order, notifyUrl);
    const pr = new URL(codeUrl).searchParams.get('pr');
    const paid = await fetch(`${fake.url}/fake/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pr }),
    });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({
      out_trade_no: order.id,
      notified: expect.stringMatching(/not delivered/),
    });
    expect(await client.query(order.id)).toMatchObject({ state: 'paid', amount: 500 });
  });
});

describe('what the fake refuses, as WeChat Pay does', () => {
  it('a request without a valid merchant signature (401 SIGN_ERROR)', async () => {
    const unsigned = await fetch(`${fake.url}/v3/pay/transactions/out-trade-no/x1?mchid=${fake.mchId}`);
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toMatchObject({ code: 'SIGN_ERROR' });
  });

  it('missing fields, another app, a time_expire in the past', async () => {
    const order = newOrder();
    const base = {
      appid: fake.appId,
      mchid: fake.mchId,
      description: 'x',
      out_trade_no: order.id,
      notify_url: 'https://inkstone.example/n',
      amount: { total: 1, currency: 'CNY' },
    };
    const h5WithoutScene = await call('POST', '/v3/pay/transactions/h5', base);
    expect(h5WithoutScene).toMatchObject({ status: 400, data: { code: 'PARAM_ERROR' } });
    const jsapiWithoutPayer = await call('POST', '/v3/pay/transactions/jsapi', base);
    expect(jsapiWithoutPayer).toMatchObject({ status: 400, data: { code: 'PARAM_ERROR' } });
    const otherApp = await call('POST', '/v3/pay/transactions/native', { ...base, appid: 'wx0' });
    expect(otherApp).toMatchObject({ status: 400, data: { code: 'APPID_MCHID_NOT_MATCH' } });
    const expired = await call('POST', '/v3/pay/transactions/native', {
      ...base,
      time_expire: '2020-01-01T00:00:00+08:00',
    });
    expect(expired).toMatchObject({ status: 400, data: { code: 'PARAM_ERROR' } });
  });

  it('a second refund past the amount paid, while repeating a refund answers the same', async () => {
    const order = newOrder();
    await client.native(order, notifyUrl);
    await fake.pay(order.id, { notify: false });
    const first = await client.refund({ orderId: order.id, refundId: 'R-1', amount: 300, total: 500 });
    expect(await client.refund({ orderId: order.id, refundId: 'R-1', amount: 300, total: 500 })).toEqual(first);
    await expect(client.refund({ orderId: order.id, refundId: 'R-2', amount: 300, total: 500 })).rejects.toMatchObject({
      code: 'NOT_ENOUGH',
      status: 403,
    });
  });
});
