import { expect, test, type Page } from '@playwright/test';
import { Plans } from '../pages/Plans.ts';
import { cnServerUrl, fakeUpstreamUrl } from '../support/fake-upstreams.ts';
import { newSignedInUser } from '../support/session.ts';

/**
 * The Chinese edition sells through WeChat Pay and Alipay (the suite's second server, configured
 * against the local fakes of both): a user pays a Q&A plan from the pay page in yuan, the
 * provider's fake plays the payer, and the sidebar meter turns Pro.
 */
test.use({ baseURL: cnServerUrl() });

/** The pay page's and the app's words in each language (the server's catalogue and the web's). */
const ZH = {
  language: 'zh_CN' as const,
  locale: 'zh-CN',
  product: '问答 Pro 套餐',
  purchase: '购买',
  wechat: '微信支付',
  wechatRe: /微信支付/,
  alipayRe: /支付宝/,
  month: /1 个月/,
  continue: '继续',
  scan: '请使用微信扫码支付 ¥68',
  waiting: '正在等待支付结果…本页会自动刷新。',
  checkNow: '我已支付，立即查询',
  done: '支付完成，套餐已生效。',
  back: '返回 Inkstone',
};
type Words = Omit<typeof ZH, 'language'> & { language: 'zh_CN' | 'en' };
const EN: Words = {
  language: 'en',
  locale: 'en-US',
  product: 'Q&A Pro plan',
  purchase: 'Purchase',
  wechat: 'WeChat Pay',
  wechatRe: /WeChat Pay/,
  alipayRe: /Alipay/,
  month: /1 month/,
  continue: 'Continue',
  scan: 'Scan the code with WeChat to pay ¥68',
  waiting: 'Waiting for your payment… This page checks by itself.',
  checkNow: 'I have paid: check now',
  done: 'Payment complete. Your plan is active.',
  back: 'Back to Inkstone',
};

const appPort = Number(process.env.E2E_PORT ?? 3100);

/** Opens the pay page of the Q&A plan from the plan panel, choosing the month and a method. */
async function startCheckout(page: Page, t: Words, method: RegExp): Promise<{ checkout: Page; plans: Plans }> {
  await newSignedInUser(page, { language: t.language });
  const plans = new Plans(page);
  await page.goto('/notebook');
  await expect(plans.meter).toHaveAttribute('data-plan', 'free');
  await plans.upgradeButton.click();
  const qa = plans.card(plans.panel, 'qa');
  await expect(qa.getByTestId('plan-headline')).toContainText('¥68');
  const popup = page.waitForEvent('popup');
  await qa.getByRole('button', { name: t.purchase }).click();
  const checkout = await popup;
  await expect(checkout.getByRole('heading', { name: t.product })).toBeVisible();
  // Real providers: no sandbox notice; WeChat Pay offered first.
  await expect(checkout.getByRole('note')).toHaveCount(0);
  await expect(checkout.getByRole('radio').nth(3)).toHaveAccessibleName(t.wechat);
  await checkout.getByRole('radio', { name: t.month }).check();
  await checkout.getByRole('radio', { name: method }).check();
  await checkout.getByRole('button', { name: t.continue }).click();
  return { checkout, plans };
}

/** The checkout tab follows the done page's link back into the app, which shows the plan. */
async function backToApp(checkout: Page, t: Words) {
  await expect(checkout.getByRole('status')).toHaveText(t.done, { timeout: 15_000 });
  await checkout.getByRole('link', { name: t.back }).click();
  await expect(checkout.getByTestId('plan-meter')).toHaveAttribute('data-plan', 'pro');
}

for (const t of [ZH, EN]) {
  test.describe(t.language, () => {
    test.use({ locale: t.locale });
    test(`WeChat Pay: a Native QR code on the desktop, the payer scans and pays, the plan turns Pro`, async ({
      page,
    }, testInfo) => {
      const { checkout, plans } = await startCheckout(page, t, t.wechatRe);
      await expect(checkout.getByText(t.scan)).toBeVisible();
      await expect(checkout.getByRole('img', { name: t.wechat }).locator('svg')).toBeVisible();
      await expect(checkout.getByRole('status')).toHaveText(t.waiting);
      await testInfo.attach('wechat-qr', { body: await checkout.screenshot(), contentType: 'image/png' });

      // The payer scans the code in WeChat and pays: the fake pays the order and notifies our server.
      const statusLink = await checkout.getByRole('link', { name: t.checkNow }).getAttribute('href');
      const orderId = new URL(statusLink!).searchParams.get('order')!;
      const paid = await page.request.post(`${fakeUpstreamUrl(appPort, 'wechatpay')}/fake/pay`, {
        data: { out_trade_no: orderId },
      });
      expect(paid.ok()).toBe(true);

      // The page looks again by itself and finds the payment.
      await backToApp(checkout, t);
      await checkout.close();
      await page.bringToFront();
      await expect(plans.meter).toHaveAttribute('data-plan', 'pro', { timeout: 15_000 });
    });

    test(`Alipay: the desktop pay page goes to the cashier, the payer pays and comes back to a Pro plan`, async ({
      page,
    }, testInfo) => {
      const { checkout, plans } = await startCheckout(page, t, t.alipayRe);
      // Alipay's cashier (the fake gateway), with the order's amount.
      await expect(checkout).toHaveURL(/\/gateway\.do\?/);
      await expect(checkout.getByText('¥68.00')).toBeVisible();
      await testInfo.attach('alipay-cashier', { body: await checkout.screenshot(), contentType: 'image/png' });
      await checkout.getByRole('button', { name: '确认付款 / Pay' }).click();

      // Back on our status page, which the notification (never the return itself) has settled.
      await expect(checkout).toHaveURL(/\/api\/cli\/pay\/v1\/status\?/);
      await backToApp(checkout, t);
      await checkout.close();
      await page.bringToFront();
      await expect(plans.meter).toHaveAttribute('data-plan', 'pro', { timeout: 15_000 });
    });
  });
}
