import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell.ts';

test('language switch changes the texts, persists across a reload, and switches back', async ({ page }) => {
  const app = new AppShell(page);
  await app.goto('/notebook');
  await expect(app.navLink('Agent Studio')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await app.switchLanguage('zh_CN');
  await expect(app.navLink('智能体工作室')).toBeVisible();
  await expect(app.heading('智能体工作室')).toBeVisible();
  await expect(app.navLink('Agent Studio')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(/智能体工作室 · 砚台/);

  await page.reload();
  await expect(app.navLink('绘画')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await app.switchLanguage('en');
  await expect(app.navLink('Draw')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the first visit follows a Chinese browser, and API calls say zh-CN', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const app = new AppShell(page);
  const configCall = page.waitForRequest((request) => request.url().includes('/api/cli/config/v1/get'));
  await app.goto('/notebook');
  expect((await configCall).headers()['accept-language']).toBe('zh-CN');
  await expect(app.navLink('智能体工作室')).toBeVisible();
  await context.close();
});
