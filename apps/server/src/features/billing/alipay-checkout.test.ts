import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import type { FakeAlipay } from './payments/alipay/test-kit.ts';
import { latestOrderOf, orderEventsOf } from './order-store.ts';
import { chinaProviders } from './payments/china-providers.ts';
import { QUERY_AFTER_MS } from './payments/china-routes.ts';
import { openPayment } from './payments/testing/checkout-steps.ts';
import { startChinaPayFakes } from './payments/testing/china-test-env.ts';
import { refundOrder, RefundError } from './refund.ts';
import * as billing from './service.ts';
import { credits } from './tables.ts';

let t: TestApp;
let fakes: Awaited<ReturnType<typeof startChinaPayFakes>>;
let alipay: FakeAlipay;

beforeAll(async () => {
  fakes = await startChinaPayFakes();
  alipay = fakes.alipay;
  t = await startTestApp({ env: fakes.env });
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});

const latestOrder = async (user: TestUser) => (await latestOrderOf(t.app.platform.db, user.id))!;
const plans = async (user: TestUser) =>
  (await getJson(t, '/api/cli/pay/v1/plans', auth(user))).body.data as {
    qa: { active: boolean; daysLeft: number; expiresAt: string | null };
    extraQuestions: number;
  };

/** Opens an Alipay payment and follows the redirect to the gateway, as the payer's browser does. */
async function openAtAlipay(
  user: TestUser,
  input: { productId?: number; period?: string } = {},
  agent: 'desktop' | 'mobile' = 'desktop',
) {
  const answer = await openPayment(t, user, { method: 'alipay', ...input }, agent);
  expect(answer.status).toBe(303);
  const gateway = new URL(answer.headers.get('location')!);
  const cashier = await fetch(gateway);
  expect(cashier.status).toBe(200);
  return { gateway, cashier: await cashier.text(), order: await latestOrder(user) };
}

describe('Alipay in the Chinese edition', () => {
  it('page pay on a desktop: the notification grants once, answered success; the return never grants', async () => {
    const user = await t.createUser();
    const { gateway, cashier, order } = await openAtAlipay(user);
    expect(gateway.searchParams.get('method')).toBe('alipay.trade.page.pay');
    expect(JSON.parse(gateway.searchParams.get('biz_content')!)).toMatchObject({
      out_trade_no: order.id,
      total_amount: '68.00',
    });
    expect(cashier).toContain('¥68.00');
    expect(order).toMatchObject({ provider: 'alipay', method: 'page', status: 'pending' });

    // The synchronous return (the payer's browser) comes back before any notification: nothing is granted.
    const returnUrl = new URL(gateway.searchParams.get('return_url')!);
    returnUrl.searchParams.set('out_trade_no', order.id);
    returnUrl.searchParams.set('trade_status', 'TRADE_SUCCESS');
    expect(await (await fetch(returnUrl)).text()).toContain('正在等待支付结果');
    expect((await plans(user)).qa.active).toBe(false);

    expect(await alipay.pay(order.id)).toEqual({ status: 200, body: 'success' });
    expect((await plans(user)).qa).toMatchObject({ active: true, daysLeft: 30 });
    const replays = await Promise.all(Array.from({ length: 10 }, () => alipay.replayLastNotification(order.id)));
    expect(replays.map((reply) => reply.body)).toEqual(Array(10).fill('success'));
    expect((await plans(user)).qa.daysLeft).toBe(30);
  });

  it('WAP pay on a phone; forged, wrong-amount notifications are answered failure and grant nothing', async () => {
    const user = await t.createUser();
    const { gateway, order } = await openAtAlipay(user, {}, 'mobile');
    expect(gateway.searchParams.get('method')).toBe('alipay.trade.wap.pay');
    expect((await alipay.forgedNotification(order.id)).body).toBe('failure');
    expect(await alipay.pay(order.id, { amount: 6700 })).toEqual({ status: 200, body: 'failure' });
    expect((await plans(user)).qa.active).toBe(false);
    const events = await orderEventsOf(t.app.platform.db, order.id);
    expect(events.at(-1)?.detail).toBe('refused: paid 6700 CNY, the order is 6800 CNY');
  });

  it('a lost notification is recovered by the trade query', async () => {
    const user = await t.createUser();
    const { gateway, order } = await openAtAlipay(user, { productId: 6, period: 'month' });
    expect(await alipay.pay(order.id, { notify: false })).toBeNull();
    t.clock.advance(QUERY_AFTER_MS + 1000);
    const back = await fetch(gateway.searchParams.get('return_url')!);
    expect(await back.text()).toContain('支付完成，套餐已生效。');
    const drawing = (await getJson(t, '/api/cli/pay/v1/plans', auth(user))).body.data.drawing;
    expect(drawing).toMatchObject({ active: true, daysLeft: 30 });
    expect((await orderEventsOf(t.app.platform.db, order.id)).at(-1)).toMatchObject({
      toStatus: 'paid',
      source: 'query',
    });
  });

  it('the operator refunds a paid plan and a package; the grants are taken back, once', async () => {
    const providers = chinaProviders(t.app.platform.config);
    const user = await t.createUser();
    const plan = (await openAtAlipay(user, { period: 'quarter' })).order;
    await alipay.pay(plan.id);
    const pack = (await openAtAlipay(user, { productId: 7, period: 'package' })).order;
    await alipay.pay(pack.id);
    expect(await plans(user)).toMatchObject({ qa: { daysLeft: 90 }, extraQuestions: 10 });
    await billing.chargeForQuestion(t.app.platform, user.id, { premium: false });

    const refunded = await refundOrder(t.app.platform, providers, { orderId: pack.id, reason: 'asked by the buyer' });
    expect(refunded.status).toBe('refunded');
    expect(alipay.trade(pack.id)?.refunded).toBe(1800);
    const [credit] = await t.app.platform.db.select().from(credits).where(eq(credits.orderId, pack.id));
    expect(credit).toMatchObject({ total: credit!.used });
    await refundOrder(t.app.platform, providers, { orderId: plan.id, reason: 'asked by the buyer' });
    expect((await plans(user)).qa.active).toBe(false);
    expect((await orderEventsOf(t.app.platform.db, plan.id)).at(-1)).toMatchObject({
      fromStatus: 'paid',
      toStatus: 'refunded',
      source: 'refund',
      detail: `refund R${plan.id}: asked by the buyer`,
    });
    await expect(refundOrder(t.app.platform, providers, { orderId: plan.id, reason: 'again' })).rejects.toThrow(
      RefundError,
    );
    await expect(refundOrder(t.app.platform, providers, { orderId: 'nope', reason: 'x' })).rejects.toThrow(
      'no order nope',
    );
  });

  it('a refund the provider refuses changes nothing here', async () => {
    const providers = chinaProviders(t.app.platform.config);
    const user = await t.createUser();
    const { order } = await openAtAlipay(user);
    await alipay.pay(order.id);
    alipay.failNext('http500');
    await expect(refundOrder(t.app.platform, providers, { orderId: order.id, reason: 'x' })).rejects.toThrow();
    expect((await latestOrder(user)).status).toBe('paid');
    expect((await plans(user)).qa.active).toBe(true);
  });

  it('sells each product with each method, and each changes the plan it buys', async () => {
    const buyer = await t.createUser();
    const status = async () => (await getJson(t, '/api/cli/pay/v1/plans', auth(buyer))).body.data;
    for (const method of ['wechatpay', 'alipay'] as const) {
      const buy = async (productId: number, period: string) => {
        const answer = await openPayment(t, buyer, { method, productId, period });
        expect(answer.status, `${method} ${productId}`).toBeLessThan(400);
        if (answer.status === 303) await fetch(answer.headers.get('location')!);
        const order = await latestOrder(buyer);
        const paid = method === 'alipay' ? (await alipay.pay(order.id))?.body : await fakes.wechat.pay(order.id);
        expect(paid, `${method} ${productId}`).toBe(method === 'alipay' ? 'success' : 204);
      };
      const before = await status();
      await buy(5, 'month');
      await buy(6, 'month');
      await buy(7, 'package');
      const after = await status();
      expect(after.qa.daysLeft - before.qa.daysLeft, method).toBe(30);
      expect(after.drawing.daysLeft - before.drawing.daysLeft, method).toBe(30);
      expect(after.extraQuestions - before.extraQuestions, method).toBe(10);
    }
  });
});
