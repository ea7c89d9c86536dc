import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, type RouteSpec } from '@inkstone/contract/routes/define';
import { allRoutes, routes } from '@inkstone/contract/routes/index';
import { startTestApp, type TestApp } from '../../testing/harness.ts';
import { json } from '../../testing/json.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/**
 * Stripe's webhook and the WeChat Pay and Alipay notifications are served only with their provider
 * configured; the socket is no HTTP call.
 */
const notListed = new Set<RouteSpec>([
  routes.billing.stripeWebhook,
  routes.billing.wechatpayNotify,
  routes.billing.alipayNotify,
  routes.realtime.socket,
]);
const served = (route: RouteSpec) => !notListed.has(route);

describe('routes served from the contract', () => {
  it('lists every entry of the route table at /api/docs, with its method', async () => {
    const document = (await json(await fetch(`${t.url}/api/docs/json`))) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const missing = allRoutes
      .filter(served)
      .map((route) => `${route.method} ${pathOf(route).replace(/:(\w+)/g, '{$1}')}`)
      .filter((key) => {
        const [method, path] = key.split(' ') as [string, string];
        return !document.paths[path]?.[method.toLowerCase()];
      });
    expect(missing).toEqual([]);
  });

  it('asks for a sign-in before it reads the body where the entry says so', async () => {
    const response = await fetch(`${t.url}${pathOf(routes.chat.setScore)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'score=not-a-number',
    });
    expect(response.status).toBe(401);
  });
});
