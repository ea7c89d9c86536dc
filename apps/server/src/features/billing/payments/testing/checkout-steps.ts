import { postJson } from '../../../../testing/accounts.ts';
import type { TestApp, TestUser } from '../../../../testing/harness.ts';

/** Browsers as the checkout tells them apart (payments/china-providers.ts deviceOf). */
export const AGENTS = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  mobile: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50',
} as const;

/** A one-time checkout ticket, as the web app gets one before it opens the pay page. */
export const ticketFor = async (t: TestApp, user: TestUser) =>
  (await postJson(t, '/api/cli/pay/v1/ticket', {}, { authorization: `Bearer ${user.token}` })).body.data
    .token as string;

/** The ticket a page's form or link carries on to the next step. */
export const ticketIn = (html: string) => /(?:name="token" value="|token=)([A-Za-z0-9_-]+)/.exec(html)![1]!;

/** The checkout form's post, from a browser of the given kind; redirects are not followed. */
export function checkout(
  t: TestApp,
  fields: { token: string; productId: number; period: string; method?: string; language?: string },
  agent: keyof typeof AGENTS = 'desktop',
) {
  const body = new URLSearchParams(
    Object.entries({ language: 'zh_CN', ...fields }).filter(([, value]) => value !== undefined) as [string, string][],
  );
  return fetch(`${t.url}/api/cli/pay/v1/checkout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': AGENTS[agent] },
    body,
  });
}

/** Opens a payment the way the pay page does: a fresh ticket, then the checkout form. */
export async function openPayment(
  t: TestApp,
  user: TestUser,
  input: { productId?: number; period?: string; method: 'wechatpay' | 'alipay' },
  agent: keyof typeof AGENTS = 'desktop',
) {
  const token = await ticketFor(t, user);
  return checkout(
    t,
    { token, productId: input.productId ?? 5, period: input.period ?? 'month', method: input.method },
    agent,
  );
}

/** The address a status page refreshes to (its meta refresh), made absolute. */
export const refreshOf = (html: string) =>
  /http-equiv="refresh" content="\d+;url=([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
