import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { latestOrderOf, orderEventsOf } from './order-store.ts';
import { chinaProviders } from './payments/china-providers.ts';
import { QUERY_AFTER_MS } from './payments/china-routes.ts';
import { sweepPendingOrders } from './payments/sweep-job.ts';
import { AGENTS, checkout, openPayment, refreshOf, ticketFor, ticketIn } from './payments/testing/checkout-steps.ts';
import { startChinaPayFakes } from './payments/testing/china-test-env.ts';
import type { FakeWechatPay } from './payments/wechatpay/test-kit.ts';
import { orders } from './tables.ts';

let t: TestApp;
let fakes: Awaited<ReturnType<typeof startChinaPayFakes>>;
let wechat: FakeWechatPay;

beforeAll(async () => {
  fakes = await startChinaPayFakes();
  wechat = fakes.wechat;
  t = await startTestApp({ env: { ...fakes.env, CN_PRICE_QA_PLAN: 'month:68,quarter:188.8,year:688' } });
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});

const latestOrder = async (user: TestUser) => (await latestOrderOf(t.app.platform.db, user.id))!;
const qaPlan = async (user: TestUser) =>
  (await getJson(t, '/api/cli/pay/v1/plans', auth(user))).body.data.qa as { active: boolean; daysLeft: number };

describe('WeChat Pay in the Chinese edition', () => {
  it('sells in yuan, offers WeChat Pay then Alipay, and the pay page lets the buyer choose', async () => {
    const products = (await getJson(t, '/api/cli/pay/v1/products')).body.data;
    expect(products.provider).toBe('wechatpay');
    expect(products.methods).toEqual(['wechatpay', 'alipay']);
    expect(products.products.find((p: { productId: number }) => p.productId === 5).prices).toEqual([
      { period: 'month', amount: 6800, currency: 'CNY' },
      { period: 'quarter', amount: 18880, currency: 'CNY' },
      { period: 'year', amount: 68800, currency: 'CNY' },
    ]);
    const user = await t.createUser();
    const page = await fetch(
      `${t.url}/api/cli/pay/v1/page?token=${await ticketFor(t, user)}&productId=5&language=zh_CN`,
    );
    const html = await page.text();
    expect(html).toContain('¥68');
    expect(html).toMatch(/value="wechatpay" checked> 微信支付/);
    expect(html).toContain('value="alipay" > 支付宝');
    expect(html).not.toContain('沙盒');
    // The form may lead to the providers' pages, and nowhere else.
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' https://checkout.stripe.com`);
    expect(page.headers.get('content-security-policy')).toContain(new URL(wechat.url).origin);
  });

  it('on a desktop: a Native QR code, paid by scanning, granted once by the notification', async () => {
    const user = await t.createUser();
    const answer = await openPayment(t, user, { method: 'wechatpay' });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('请使用微信扫码支付 ¥68');
    expect(html).toContain('<svg');
    const order = await latestOrder(user);
    expect(order).toMatchObject({ provider: 'wechatpay', method: 'native', status: 'pending', amount: 6800 });
    expect(order.checkoutUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(wechat.trades.get(order.id)).toMatchObject({ amount: 6800 });

    // Waiting: the page looks again by itself, and grants nothing on its own.
    const waiting = await fetch(refreshOf(html)!);
    expect(await waiting.text()).toContain('正在等待支付结果');
    expect((await qaPlan(user)).active).toBe(false);

    expect(await wechat.pay(order.id)).toBe(204);
    expect(await qaPlan(user)).toMatchObject({ active: true, daysLeft: 30 });
    // Replays of that notification, ten at once, are received and grant nothing more.
    const replays = await Promise.all(Array.from({ length: 10 }, () => wechat.replayLastNotification(order.id)));
    expect(replays).toEqual(Array(10).fill(204));
    expect((await qaPlan(user)).daysLeft).toBe(30);
    const events = await orderEventsOf(t.app.platform.db, order.id);
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.source])).toEqual([
      [null, 'pending', 'checkout'],
      ['pending', 'paid', 'notify'],
    ]);
  });

  it('ten copies of one notification arriving at once grant once', async () => {
    const user = await t.createUser();
    await openPayment(t, user, { method: 'wechatpay' });
    const order = await latestOrder(user);
    // Paid, its notification made but not sent; then it arrives ten times at once.
    await wechat.pay(order.id, { notify: false });
    const statuses = await Promise.all(Array.from({ length: 10 }, () => wechat.replayLastNotification(order.id)));
    expect(statuses).toEqual(Array(10).fill(204));
    expect((await qaPlan(user)).daysLeft).toBe(30);
    const paid = (await orderEventsOf(t.app.platform.db, order.id)).filter((event) => event.toStatus === 'paid');
    expect(paid).toHaveLength(1);
  });

  it('a lost notification is recovered: by the status page after a short wait, or by the sweep', async () => {
    const user = await t.createUser();
    const html = await (await openPayment(t, user, { method: 'wechatpay' })).text();
    const order = await latestOrder(user);
    await wechat.pay(order.id, { notify: false });
    // Too early to ask: the page waits for the notification.
    const early = await (await fetch(refreshOf(html)!)).text();
    expect(early).toContain('正在等待支付结果');
    t.clock.advance(QUERY_AFTER_MS + 1000);
    const done = await (await fetch(refreshOf(early)!)).text();
    expect(done).toContain('支付完成，套餐已生效。');
    expect(await qaPlan(user)).toMatchObject({ active: true, daysLeft: 30 });

    const other = await t.createUser();
    await openPayment(t, other, { method: 'wechatpay', productId: 6, period: 'quarter' });
    const drawing = await latestOrder(other);
    await wechat.pay(drawing.id, { notify: false });
    t.clock.advance(2 * 60_000);
    const providers = chinaProviders(t.app.platform.config);
    await sweepPendingOrders({ platform: t.app.platform, providers, log: t.app.log });
    const status = (await getJson(t, '/api/cli/pay/v1/plans', auth(other))).body.data.drawing;
    expect(status).toMatchObject({ active: true, daysLeft: 90 });
    const events = await orderEventsOf(t.app.platform.db, drawing.id);
    expect(events.at(-1)).toMatchObject({ toStatus: 'paid', source: 'sweep' });
  });

  it('refuses a forged notification, a wrong amount and an unknown order, granting nothing', async () => {
    const user = await t.createUser();
    await openPayment(t, user, { method: 'wechatpay' });
    const order = await latestOrder(user);
    expect(await wechat.forgedNotification(order.id)).toBe(400);
    expect(await wechat.pay(order.id, { amount: 1 })).toBe(400);
    expect((await qaPlan(user)).active).toBe(false);
    expect((await latestOrder(user)).status).toBe('pending');
    const events = await orderEventsOf(t.app.platform.db, order.id);
    expect(events.at(-1)?.detail).toBe('refused: paid 1 CNY, the order is 6800 CNY');

    // A trade opened at WeChat Pay under a number that is not one of our orders.
    const providers = chinaProviders(t.app.platform.config);
    const stranger = 'f'.repeat(32);
    await providers.wechatpay!.native(
      { id: stranger, amount: 6800, description: 'Inkstone', expiresAt: new Date(Date.now() + 600_000) },
      `${t.url}/api/cli/pay/v1/wechatpay/notify`,
    );
    expect(await wechat.pay(stranger)).toBe(400);
  });

  it('on a phone: H5 pay, back to the status page; inside WeChat: OAuth, then JSAPI', async () => {
    const user = await t.createUser();
    const h5 = await openPayment(t, user, { method: 'wechatpay' }, 'mobile');
    expect(h5.status).toBe(303);
    const cashier = new URL(h5.headers.get('location')!);
    expect(cashier.origin).toBe(wechat.url);
    const back = new URL(cashier.searchParams.get('redirect_url')!);
    expect(back.pathname).toBe('/api/cli/pay/v1/status');
    expect((await latestOrder(user)).method).toBe('h5');

    const buyer = await t.createUser();
    const start = await openPayment(t, buyer, { method: 'wechatpay', period: 'year' }, 'wechat');
    expect(start.status).toBe(303);
    const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const oauthReturn = await fetch(authorize.headers.get('location')!, { headers: { 'user-agent': AGENTS.wechat } });
    const page = await oauthReturn.text();
    expect(oauthReturn.status).toBe(200);
    const policy = oauthReturn.headers.get('content-security-policy')!;
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)![1]!;
    expect(page).toContain(`<script nonce="${nonce}">`);
    expect(page).toContain('getBrandWCPayRequest');
    expect(page).toContain('在微信中支付 ¥688');
    const order = await latestOrder(buyer);
    expect(order.method).toBe('jsapi');
    expect(wechat.trades.get(order.id)).toMatchObject({ amount: 68800 });
    expect(await wechat.pay(order.id)).toBe(204);
    expect(await qaPlan(buyer)).toMatchObject({ active: true, daysLeft: 365 });
  });

  it('an unpaid order closes at its expiry, there and here; one paid after closing is still granted', async () => {
    const user = await t.createUser();
    await openPayment(t, user, { method: 'wechatpay' });
    const order = await latestOrder(user);
    t.clock.advance(31 * 60_000);
    await sweepPendingOrders({
      platform: t.app.platform,
      providers: chinaProviders(t.app.platform.config),
      log: t.app.log,
    });
    expect((await latestOrder(user)).status).toBe('closed');
    expect(wechat.trades.get(order.id)?.state).toBe('CLOSED');

    const late = await t.createUser();
    await openPayment(t, late, { method: 'wechatpay' });
    const lateOrder = await latestOrder(late);
    await t.app.platform.db.update(orders).set({ status: 'closed' }).where(eq(orders.id, lateOrder.id));
    expect(await wechat.pay(lateOrder.id)).toBe(204);
    expect((await latestOrder(late)).status).toBe('paid');
    expect((await qaPlan(late)).active).toBe(true);
  });

  it('a provider that fails says so and charges nothing; bad choices and other users are refused', async () => {
    const user = await t.createUser();
    wechat.failNext('http500');
    const down = await openPayment(t, user, { method: 'wechatpay' });
    expect(down.status).toBe(502);
    expect(await down.text()).toContain('暂时无法连接微信支付，未产生扣款，请稍后重试。');
    expect((await qaPlan(user)).active).toBe(false);

    const token = await ticketFor(t, user);
    const bogus = await checkout(t, { token, productId: 5, period: 'month', method: 'paypal' });
    expect(bogus.status).toBe(400);
    // A product of the other edition, and a package without a Q&A plan.
    expect((await openPayment(t, user, { method: 'wechatpay', productId: 8 })).status).toBe(400);
    expect((await openPayment(t, user, { method: 'wechatpay', productId: 7, period: 'package' })).status).toBe(403);

    const owner = await t.createUser();
    const html = await (await openPayment(t, owner, { method: 'wechatpay' })).text();
    const order = await latestOrder(owner);
    const thief = await t.createUser();
    const peek = await fetch(`${t.url}/api/cli/pay/v1/status?order=${order.id}&token=${await ticketFor(t, thief)}`);
    expect(peek.status).toBe(404);
    expect(await peek.text()).not.toContain('¥68');
    const oauth = await fetch(
      `${t.url}/api/cli/pay/v1/wechatpay/oauth?order=${order.id}&code=stolen&state=${await ticketFor(t, thief)}`,
    );
    expect(oauth.status).toBe(404);
    expect(wechat.trades.get(order.id)?.kind).toBe('NATIVE');
    // A used ticket does not open the page again.
    const status = refreshOf(html)!;
    expect((await fetch(status)).status).toBe(200);
    expect((await fetch(status)).status).toBe(401);
    expect(ticketIn(html)).toBeTruthy();
  });
});
