import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell.ts';

const WARNING = /please use Google Chrome or another Chromium-based browser/;

test.describe('with a Firefox user agent', () => {
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0' });

  test('a warning toast recommends Chrome and disappears after about 4 s', async ({ page }) => {
    const app = new AppShell(page);
    await app.goto('/notebook');
    const toast = app.toast(WARNING);
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    await expect(toast).toBeHidden({ timeout: 8_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(2_500);
  });
});

test('Chromium gets no warning', async ({ page }) => {
  const app = new AppShell(page);
  await app.goto('/notebook');
  await expect(app.heading('Agent Studio')).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(app.toast(WARNING)).toHaveCount(0);
});
