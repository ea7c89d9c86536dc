import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postForm, postJson } from '../../testing/accounts.ts';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import * as billing from './service.ts';

const form = (t: TestApp, path: string, fields: Record<string, string>) =>
  fetch(`${t.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
/** A one-time checkout ticket: what the pay page and its forms take instead of the session token. */
const ticket = async (t: TestApp, user: TestUser) =>
  (await postJson(t, '/api/cli/pay/v1/ticket', {}, { authorization: `Bearer ${user.token}` })).body.data
    .token as string;
const nextTicket = (html: string) => /name="token" value="([^"]+)"/.exec(html)![1]!;

describe('the sandbox checkout (default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('opens the pay page, takes a period, "pays", and grants the plan exactly once', async () => {
    const user = await t.createUser();
    const page = await fetch(
      `${t.url}/api/cli/pay/v1/page?appCode=inkstone-web&token=${await ticket(t, user)}&productId=8&language=zh_CN`,
    );
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('沙盒收银台');
    expect(html).toContain('20$');

    const checkout = await form(t, '/api/cli/pay/v1/checkout', {
      token: nextTicket(html),
      productId: '8',
      period: 'quarter',
      language: 'en',
    });
    const confirm = await checkout.text();
    expect(confirm).toContain('Pay 54$ (sandbox)');
    const orderId = /name="orderId" value="([a-f0-9]+)"/.exec(confirm)![1]!;

    const paid = await form(t, '/api/cli/pay/v1/sandbox/pay', { token: nextTicket(confirm), orderId, language: 'en' });
    expect(await paid.text()).toContain('Payment complete');
    const again = await form(t, '/api/cli/pay/v1/sandbox/pay', { token: await ticket(t, user), orderId });
    expect(again.status).toBe(409);

    const status = await getJson(t, '/api/cli/pay/v1/plans', { authorization: `Bearer ${user.token}` });
    expect(status.body.data.qa).toMatchObject({ active: true, daysLeft: 90, payType: 'quarter' });
    const order = await getJson(t, `/api/cli/pay/v1/order?id=${orderId}`, { authorization: `Bearer ${user.token}` });
    expect(order.body.data).toMatchObject({ status: 'paid', amount: 5400, currency: 'USD', period: 'quarter' });
  });

  it("refuses another user's order, a bad token and an unknown product", async () => {
    const owner = await t.createUser();
    const thief = await t.createUser();
    const order = await billing.openOrder(t.app.platform, owner.id, 9, 'month', 'sandbox');
    expect(
      (await form(t, '/api/cli/pay/v1/sandbox/pay', { token: await ticket(t, thief), orderId: order.id })).status,
    ).toBe(404);
    expect(
      (await getJson(t, `/api/cli/pay/v1/order?id=${order.id}`, { authorization: `Bearer ${thief.token}` })).status,
    ).toBe(404);
    expect((await fetch(`${t.url}/api/cli/pay/v1/page?token=nope&productId=8`)).status).toBe(401);
    expect((await fetch(`${t.url}/api/cli/pay/v1/page?token=${await ticket(t, owner)}&productId=5`)).status).toBe(400);
    expect((await billing.planStatus(t.app.platform, owner.id)).drawing.active).toBe(false);
  });
});

/** A local fake of the Stripe API: creates Checkout Sessions and remembers them. */
function stripeFake() {
  const sessions: Array<Record<string, string>> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (
        request.method === 'POST' &&
        request.url === '/v1/checkout/sessions' &&
        request.headers.authorization === 'Bearer sk_test_fake'
      ) {
        const params = Object.fromEntries(new URLSearchParams(body));
        sessions.push(params);
        const id = `cs_test_${sessions.length}`;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            url: `https://checkout.stripe.test/${id}`,
            metadata: { order_id: params['metadata[order_id]'] },
          }),
        );
        return;
      }
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'bad key or path' } }));
    });
  });
  return { server, sessions };
}

describe('Stripe Checkout', () => {
  const fake = stripeFake();
  const secret = 'whsec_test_secret';
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const port = (fake.server.address() as AddressInfo).port;
    t = await startTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: secret,
        STRIPE_API_URL: `http://127.0.0.1:${port}`,
        PUBLIC_URL: 'https://inkstone.test',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  const webhook = (payload: object, signature?: string) => {
    const body = JSON.stringify(payload);
    const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
    return fetch(`${t.url}/api/cli/pay/v1/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body,
    });
  };
  const completed = (eventId: string, orderId: string) => ({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_test_x',
        object: 'checkout.session',
        payment_status: 'paid',
        client_reference_id: orderId,
        metadata: { order_id: orderId },
      },
    },
  });

  it('sends the buyer to a Checkout Session for the order', async () => {
    const user = await t.createUser();
    const checkout = await form(t, '/api/cli/pay/v1/checkout', {
      token: await ticket(t, user),
      productId: '9',
      period: 'month',
      language: 'zh_CN',
    });
    expect(checkout.status).toBe(303);
    expect(checkout.headers.get('location')).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_\d+$/);
    const sent = fake.sessions.at(-1)!;
    expect(sent).toMatchObject({
      mode: 'payment',
      locale: 'zh',
      'line_items[0][price_data][unit_amount]': '1500',
      'line_items[0][price_data][currency]': 'usd',
    });
    expect(sent.success_url).toMatch(/^https:\/\/inkstone\.test\/\?paid=/);
  });

  it('grants once for a signed webhook, however often it is replayed', async () => {
    const user = await t.createUser();
    const order = await billing.openOrder(t.app.platform, user.id, 9, 'month', 'stripe');
    const first = await webhook(completed('evt_1', order.id));
    expect((await first.json()) as object).toMatchObject({ code: 200, data: { duplicate: false } });
    const replay = await webhook(completed('evt_1', order.id));
    expect((await replay.json()) as object).toMatchObject({ data: { duplicate: true } });
    // A different event for the same order (Stripe may send both) grants nothing more either.
    await webhook({ ...completed('evt_2', order.id), type: 'checkout.session.async_payment_succeeded' });
    expect((await billing.planStatus(t.app.platform, user.id)).drawing).toMatchObject({ active: true, daysLeft: 30 });
  });

  it('refuses a webhook with a bad signature and grants nothing', async () => {
    const user = await t.createUser();
    const order = await billing.openOrder(t.app.platform, user.id, 9, 'month', 'stripe');
    const forged = await webhook(completed('evt_forged', order.id), 't=1,v1=deadbeef');
    expect(forged.status).toBe(400);
    expect((await billing.planStatus(t.app.platform, user.id)).drawing.active).toBe(false);
  });

  it('has no sandbox payment when a real provider is set', async () => {
    const user = await t.createUser();
    const order = await billing.openOrder(t.app.platform, user.id, 9, 'month', 'stripe');
    expect(
      (await form(t, '/api/cli/pay/v1/sandbox/pay', { token: await ticket(t, user), orderId: order.id })).status,
    ).toBe(404);
    expect(
      (await postForm(t, '/api/cli/pay/v1/sandbox/pay', { token: await ticket(t, user), orderId: order.id })).body.code,
    ).toBe(404);
  });
});
