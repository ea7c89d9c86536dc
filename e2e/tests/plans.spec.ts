import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../pages/AppShell.ts';
import { settingsDialog } from '../pages/dialogs.ts';
import { Plans } from '../pages/Plans.ts';
import { E2E_COUPONS } from '../support/coupons.ts';
import { newSignedInUser, type TestUser } from '../support/session.ts';

const FREE_DAILY_LIMIT = 10; // the server's default
const DRAW_COUPON = E2E_COUPONS[0];

/** The expiry day as the app writes it: the browser's local calendar day. */
const localDay = (page: Page, iso: string) =>
  page.evaluate((value) => {
    const date = new Date(value);
    const month = String(date.getMonth() + 1).padStart(2, '0');
    const day = String(date.getDate()).padStart(2, '0');
    return `${date.getFullYear()}-${month}-${day}`;
  }, iso);

async function planStatus(page: Page, user: TestUser) {
  const response = await page.request.get('/api/cli/pay/v1/plans', {
    headers: { authorization: `Bearer ${user.token}` },
  });
  return (
    (await response.json()) as { data: { qa: { expiresAt: string | null }; drawing: { expiresAt: string | null } } }
  ).data;
}

const buysPro =
  'a free user buys Pro in the sandbox: the meter shows the expiry, the button reads Renew, packages go on sale';
test(buysPro, async ({ page }, testInfo) => {
  const user = await newSignedInUser(page);
  const app = new AppShell(page);
  const plans = new Plans(page);
  await app.goto('/notebook');

  await expect(plans.meter).toHaveAttribute('data-plan', 'free');
  await expect(plans.meter).toContainText(`0 / ${FREE_DAILY_LIMIT} today`);
  await expect(plans.upgradeButton).toHaveText('Purchase');
  await testInfo.attach('meter-free', { body: await plans.meter.screenshot(), contentType: 'image/png' });

  await plans.upgradeButton.click();
  await expect(plans.panel).toBeVisible();
  const qa = plans.card(plans.panel, 'qa');
  await expect(qa.getByTestId('plan-status')).toHaveText('Not subscribed');
  await expect(qa.getByTestId('plan-headline')).toHaveText('20$ / month');
  // Every price on the panel is written the way SPEC §9 writes the Pro price.
  await expect(plans.card(plans.panel, 'drawing').getByTestId('plan-headline')).toHaveText('15$ / month');
  await expect(qa.getByRole('list')).toContainText('54$');
  await expect(plans.panel.getByTestId('package-locked')).toBeVisible();
  await expect(plans.panel.getByRole('button', { name: 'Buy package' })).toHaveCount(0);
  await testInfo.attach('panel-free', { body: await page.screenshot(), contentType: 'image/png' });

  const checkout = await plans.buyInSandbox(qa.getByRole('button', { name: 'Purchase' }), {
    period: /3 months/,
    continue: /^Continue$/,
    pay: /^Pay 54\$ \(sandbox\)$/,
    done: 'Payment complete. Your plan is active.',
    back: 'Back to Inkstone',
  });
  // The checkout tab comes back into the app, which thanks the user and shows the plan.
  await expect(checkout).toHaveURL(/\/notebook$/);
  await expect(checkout.locator('.ant-message-notice')).toContainText('Payment received. Your plan is up to date.');
  await expect(checkout.getByTestId('plan-meter')).toHaveAttribute('data-plan', 'pro');
  await checkout.close();

  // Back in the first tab, which refreshes on its own.
  await page.bringToFront();
  const { qa: bought } = await planStatus(page, user);
  const day = await localDay(page, bought.expiresAt!);
  await expect(qa.getByTestId('plan-status')).toHaveText('Active');
  await expect(qa.getByTestId('plan-expiry')).toHaveText(`Expires ${day} · 90 days left`);
  await expect(qa.getByRole('button', { name: 'Renew' })).toBeVisible();
  await expect(plans.panel.getByTestId('package-offer')).toContainText('3$');
  await expect(plans.panel.getByRole('button', { name: 'Buy package' })).toBeVisible();
  await testInfo.attach('panel-pro', { body: await page.screenshot(), contentType: 'image/png' });

  await page.keyboard.press('Escape');
  await expect(plans.panel).toBeHidden();
  await expect(plans.meter).toHaveAttribute('data-plan', 'pro');
  await expect(plans.meter.getByTestId('meter-expiry')).toHaveText(`Expires ${day}`);
  await expect(plans.meter.getByTestId('meter-days-left')).toHaveText('90 days left');
  await expect(plans.upgradeButton).toHaveText('Renew');
  await testInfo.attach('meter-pro', { body: await plans.meter.screenshot(), contentType: 'image/png' });
});

const couponsFlow =
  'coupons: empty sends nothing, a redeemed code changes the drawing plan in the Plan tab, reuse is refused, ' +
  'reopening resets';
test(couponsFlow, async ({ page }) => {
  const user = await newSignedInUser(page);
  const app = new AppShell(page);
  const plans = new Plans(page);
  const exchanges: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/cli/coupon/v1/exchange')) exchanges.push(request.postData() ?? '');
  });
  await app.goto('/notebook');

  await app.chooseFromUserMenu('Settings');
  const settings = settingsDialog(page);
  await settings.getByRole('tab', { name: 'Plan' }).click();
  const drawing = plans.card(settings, 'drawing');
  await expect(drawing.getByTestId('plan-status')).toHaveText('Not subscribed');

  await settings.getByRole('button', { name: 'Redeem a coupon' }).click();
  await expect(plans.coupon).toBeVisible();
  await plans.couponSubmit().click();
  await plans.couponInput().press('Enter');
  // Give a stray request every chance to leave before saying none did.
  await page.waitForTimeout(500);
  expect(exchanges).toEqual([]);
  await expect(plans.coupon.getByRole('alert')).toHaveCount(0);

  await plans.couponInput().fill(DRAW_COUPON.code);
  await plans.couponSubmit().click();
  await expect(plans.coupon.getByRole('status')).toContainText('30 days of the drawing plan have been added.');
  expect(exchanges).toEqual([JSON.stringify({ actCode: DRAW_COUPON.code })]);
  await page.keyboard.press('Escape');
  await expect(plans.coupon).toBeHidden();

  const { drawing: redeemed } = await planStatus(page, user);
  const day = await localDay(page, redeemed.expiresAt!);
  await expect(drawing.getByTestId('plan-status')).toHaveText('Active');
  await expect(drawing.getByTestId('plan-expiry')).toHaveText(`Expires ${day} · 30 days left`);
  await expect(drawing.getByRole('button', { name: 'Renew' })).toBeVisible();
  // The Q&A plan is independent of it.
  await expect(plans.card(settings, 'qa').getByTestId('plan-status')).toHaveText('Not subscribed');
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  // Again, from the user menu: the dialog starts afresh, and the same code is refused.
  await app.chooseFromUserMenu('Redeem a coupon');
  await expect(plans.coupon).toBeVisible();
  await expect(plans.couponInput()).toHaveValue('');
  await expect(plans.coupon.getByRole('status')).toHaveCount(0);
  await plans.couponInput().fill(DRAW_COUPON.code);
  await plans.couponSubmit().click();
  await expect(plans.coupon.getByRole('alert')).toContainText('You have already used this code');
  expect(exchanges).toHaveLength(2);
  await plans.couponInput().fill(`${DRAW_COUPON.code}X`);
  await expect(plans.coupon.getByRole('alert')).toHaveCount(0);

  await page.keyboard.press('Escape');
  await app.chooseFromUserMenu('Redeem a coupon');
  await expect(plans.couponInput()).toHaveValue('');
  await expect(plans.coupon.getByRole('alert')).toHaveCount(0);
});

test('in Chinese: the meter, the panel, a drawing plan bought in the sandbox, and the Q&A meter untouched', async ({
  page,
}) => {
  await newSignedInUser(page, { language: 'zh_CN' });
  const app = new AppShell(page);
  const plans = new Plans(page);
  await app.goto('/notebook');

  await expect(plans.meter).toContainText(`今日 0 / ${FREE_DAILY_LIMIT}`);
  await expect(plans.meter).toContainText('免费版');
  await expect(plans.upgradeButton).toHaveText('购买');
  await plans.upgradeButton.click();
  await expect(plans.panel).toBeVisible();
  await expect(plans.card(plans.panel, 'qa').getByTestId('plan-headline')).toHaveText('20$ / 月');
  await expect(plans.panel.getByTestId('package-locked')).toHaveText('问答 Pro 套餐生效期间可购买次数包。');

  const drawing = plans.card(plans.panel, 'drawing');
  const checkout = await plans.buyInSandbox(drawing.getByRole('button', { name: /^购\s?买$/ }), {
    period: /1 个月/,
    continue: /^继续$/,
    pay: /^支付 15\$（沙盒）$/,
    done: '支付完成，套餐已生效。',
    back: '返回 Inkstone',
  });
  await expect(checkout.locator('.ant-message-notice')).toContainText('支付成功，套餐已更新。');
  await checkout.close();
  await page.bringToFront();

  await expect(drawing.getByTestId('plan-status')).toHaveText('生效中');
  await expect(drawing.getByTestId('plan-expiry')).toContainText('剩余 30 天');
  await expect(drawing.getByRole('button', { name: /^续\s?费$/ })).toBeVisible();
  // A drawing plan is not a Q&A plan: no packages, and the meter still counts free questions.
  await expect(plans.panel.getByTestId('package-locked')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(plans.meter).toHaveAttribute('data-plan', 'free');
  await expect(plans.upgradeButton).toHaveText('购买');
});

test('signed out: the meter shows no numbers and the upgrade button opens the login dialog', async ({ page }) => {
  const app = new AppShell(page);
  const plans = new Plans(page);
  const counts: string[] = [];
  page.on('request', (request) => {
    if (/getStatistics|pay\/v1\/plans/.test(request.url())) counts.push(request.url());
  });
  await app.goto('/notebook');
  await expect(plans.meter).toHaveText('Sign in to see your plan and today’s questions.');
  await plans.upgradeButton.click();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
  await expect(plans.panel).toHaveCount(0);
  expect(counts).toEqual([]);
});

test('the embed page (role b) never asks for the chat count', async ({ page }) => {
  await newSignedInUser(page);
  const counts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('getStatistics')) counts.push(request.url());
  });
  await page.goto('/bot/b/1');
  await expect(page.locator('#app-sidebar')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(counts).toEqual([]);
});

test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the meter and the upgrade button sit in the sidebar, and the plan panel fits the screen', async ({
    page,
  }, testInfo) => {
    await newSignedInUser(page);
    const app = new AppShell(page);
    const plans = new Plans(page);
    await app.goto('/notebook');
    await app.mobileMenuButton().click();
    await expect(app.sidebar).toBeVisible();
    await expect(plans.meter).toContainText(`0 / ${FREE_DAILY_LIMIT} today`);
    await testInfo.attach('mobile-sidebar', { body: await page.screenshot(), contentType: 'image/png' });

    await plans.upgradeButton.click();
    await expect(plans.panel).toBeVisible();
    await expect(app.sidebar).toBeHidden();
    await expect(plans.card(plans.panel, 'qa').getByRole('button', { name: 'Purchase' })).toBeVisible();
    const box = await plans.panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    // The whole dialog fits the phone's height; its content scrolls inside it.
    expect(await app.settledHeight(plans.panel)).toBeLessThanOrEqual(740);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await testInfo.attach('mobile-panel', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
});

test('the checkout’s buttons share one width, and the site has a /favicon.ico', async ({ page, request }) => {
  await newSignedInUser(page);
  const plans = new Plans(page);
  await new AppShell(page).goto('/notebook');
  await plans.upgradeButton.click();
  const popupEvent = page.waitForEvent('popup');
  await plans.card(plans.panel, 'drawing').getByRole('button', { name: 'Purchase' }).click();
  const checkout = await popupEvent;
  const widths = await Promise.all(
    [
      checkout.getByRole('button', { name: 'Continue' }),
      checkout.getByRole('link', { name: 'Cancel and go back' }),
    ].map(async (control) => Math.round((await control.boundingBox())!.width)),
  );
  expect(widths[0]).toBeGreaterThan(100);
  expect(widths[1]).toBe(widths[0]);
  await checkout.close();

  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
});
