import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { checkoutTickets } from './tables.ts';

// The pay page's address lands in browser history and server logs, so its `token` is a
// one-time, short-lived checkout ticket, never the session token (issue 9, item 11).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ticketFor = async (user: TestUser) => {
  const answer = await postJson(t, '/api/cli/pay/v1/ticket', {}, auth(user));
  expect(answer.status).toBe(200);
  return answer.body.data as { token: string; expiresAt: string };
};
const page = (token: string, language = 'en') =>
  fetch(
    `${t.url}/api/cli/pay/v1/page?appCode=inkstone-web&token=${encodeURIComponent(token)}` +
      `&productId=8&language=${language}`,
  );
const form = (path: string, fields: Record<string, string>) =>
  fetch(`${t.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
const hiddenToken = (html: string) => /name="token" value="([^"]+)"/.exec(html)![1]!;

describe('checkout tickets', () => {
  it('are issued to a signed-in user only, expire in minutes, and are stored hashed', async () => {
    expect((await postJson(t, '/api/cli/pay/v1/ticket', {})).status).toBe(401);
    const user = await t.createUser();
    const before = t.clock.now().getTime();
    const { token, expiresAt } = await ticketFor(user);
    expect(token).not.toBe(user.token);
    expect(token).toMatch(/^[\w-]{40,}$/);
    const lifetime = new Date(expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
    const rows = await t.app.platform.db.select().from(checkoutTickets).where(eq(checkoutTickets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ticketHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('the pay page refuses the session token', async () => {
    const user = await t.createUser();
    const response = await page(user.token);
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain(user.token);
  });

  it('a ticket opens the pay page once; the page carries a fresh one, not the session token', async () => {
    const user = await t.createUser();
    const { token } = await ticketFor(user);
    const opened = await page(token, 'zh_CN');
    expect(opened.status).toBe(200);
    const html = await opened.text();
    expect(html).toContain('沙盒收银台');
    expect(html).not.toContain(user.token);
    expect(hiddenToken(html)).not.toBe(token);

    const reused = await page(token, 'zh_CN');
    expect(reused.status).toBe(401);
    expect(reused.headers.get('content-type')).toContain('text/html');
    expect(await reused.text()).toContain('此支付链接已过期或已使用');
    const english = await page(token);
    expect(await english.text()).toContain('This checkout link has expired or was already used');
  });

  it('an expired ticket opens nothing', async () => {
    const user = await t.createUser();
    const { token } = await ticketFor(user);
    t.clock.advance(11 * 60_000);
    try {
      expect((await page(token)).status).toBe(401);
    } finally {
      t.clock.advance(-11 * 60_000);
    }
  });

  it("carries the buyer through checkout and the sandbox payment, each step's ticket good once", async () => {
    const user = await t.createUser();
    const html = await (await page((await ticketFor(user)).token)).text();
    const step = hiddenToken(html);
    const checkout = await form('/api/cli/pay/v1/checkout', {
      token: step,
      productId: '8',
      period: 'month',
      language: 'en',
    });
    expect(checkout.status).toBe(200);
    const confirm = await checkout.text();
    expect(confirm).not.toContain(user.token);
    const payStep = hiddenToken(confirm);
    const orderId = /name="orderId" value="([a-f0-9]+)"/.exec(confirm)![1]!;
    expect((await form('/api/cli/pay/v1/checkout', { token: step, productId: '8', period: 'month' })).status).toBe(401);

    const paid = await form('/api/cli/pay/v1/sandbox/pay', { token: payStep, orderId, language: 'en' });
    expect(await paid.text()).toContain('Payment complete');
    expect((await form('/api/cli/pay/v1/sandbox/pay', { token: payStep, orderId })).status).toBe(401);
    const plans = await getJson(t, '/api/cli/pay/v1/plans', auth(user));
    expect(plans.body.data.qa).toMatchObject({ active: true, payType: 'month' });
  });
});
