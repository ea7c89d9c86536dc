import { expect, test, type Page } from '@playwright/test';
import { Plans } from '../pages/Plans.ts';
import { cnServerUrl, fakeUpstreamUrl } from '../support/fake-upstreams.ts';
import { newSignedInUser } from '../support/session.ts';

/**
 * The Chinese edition sells through WeChat Pay and Alipay (the suite's second server, configured
 * against the local fakes of both): a user pays a Q&A plan from the pay page in yuan, the
 * provider's fake plays the payer, and the sidebar meter turns Pro.
 */
test.use({ baseURL: cnServerUrl(), locale: 'zh-CN' });

const appPort = Number(process.env.E2E_PORT ?? 3100);

/** Opens the pay page of the Q&A plan from the plan panel, choosing the month and a method. */
async function startCheckout(page: Page, method: RegExp): Promise<{ checkout: Page; plans: Plans }> {
  await newSignedInUser(page, { language: 'zh_CN' });
  const plans = new Plans(page);
  await page.goto('/notebook');
  await expect(plans.meter).toHaveAttribute('data-plan', 'free');
  await plans.upgradeButton.click();
  const qa = plans.card(plans.panel, 'qa');
  await expect(qa.getByTestId('plan-headline')).toContainText('¥68');
  const popup = page.waitForEvent('popup');
  await qa.getByRole('button', { name: '购买' }).click();
  const checkout = await popup;
  await expect(checkout.getByRole('heading', { name: '问答 Pro 套餐' })).toBeVisible();
  // Real providers: no sandbox notice; WeChat Pay offered first.
  await expect(checkout.getByRole('note')).toHaveCount(0);
  await expect(checkout.getByRole('radio').nth(3)).toHaveAccessibleName('微信支付');
  await checkout.getByRole('radio', { name: /1 个月/ }).check();
  await checkout.getByRole('radio', { name: method }).check();
  await checkout.getByRole('button', { name: '继续' }).click();
  return { checkout, plans };
}

/** The checkout tab follows the done page's link back into the app, which shows the plan. */
async function backToApp(checkout: Page) {
  await expect(checkout.getByRole('status')).toHaveText('支付完成，套餐已生效。', { timeout: 15_000 });
  await checkout.getByRole('link', { name: '返回 Inkstone' }).click();
  await expect(checkout.getByTestId('plan-meter')).toHaveAttribute('data-plan', 'pro');
}

test('WeChat Pay: the desktop pay page shows a Native QR code, the payer scans and pays, the plan turns Pro', async ({
  page,
}, testInfo) => {
  const { checkout, plans } = await startCheckout(page, /微信支付/);
  await expect(checkout.getByText('请使用微信扫码支付 ¥68')).toBeVisible();
  await expect(checkout.getByRole('img', { name: '微信支付' }).locator('svg')).toBeVisible();
  await expect(checkout.getByRole('status')).toHaveText('正在等待支付结果…本页会自动刷新。');
  await testInfo.attach('wechat-qr', { body: await checkout.screenshot(), contentType: 'image/png' });

  // The payer scans the code in WeChat and pays: the fake pays the order and notifies our server.
  const statusLink = await checkout.getByRole('link', { name: '我已支付，立即查询' }).getAttribute('href');
  const orderId = new URL(statusLink!).searchParams.get('order')!;
  const paid = await page.request.post(`${fakeUpstreamUrl(appPort, 'wechatpay')}/fake/pay`, {
    data: { out_trade_no: orderId },
  });
  expect(paid.ok()).toBe(true);

  // The page looks again by itself and finds the payment.
  await backToApp(checkout);
  await checkout.close();
  await page.bringToFront();
  await expect(plans.meter).toHaveAttribute('data-plan', 'pro', { timeout: 15_000 });
});

test('Alipay: the desktop pay page goes to the Alipay cashier, the payer pays, and comes back to a Pro plan', async ({
  page,
}, testInfo) => {
  const { checkout, plans } = await startCheckout(page, /支付宝/);
  // Alipay's cashier (the fake gateway), with the order's amount.
  await expect(checkout).toHaveURL(/\/gateway\.do\?/);
  await expect(checkout.getByText('¥68.00')).toBeVisible();
  await testInfo.attach('alipay-cashier', { body: await checkout.screenshot(), contentType: 'image/png' });
  await checkout.getByRole('button', { name: '确认付款 / Pay' }).click();

  // Back on our status page, which the notification (never the return itself) has settled.
  await expect(checkout).toHaveURL(/\/api\/cli\/pay\/v1\/status\?/);
  await backToApp(checkout);
  await checkout.close();
  await page.bringToFront();
  await expect(plans.meter).toHaveAttribute('data-plan', 'pro', { timeout: 15_000 });
});
