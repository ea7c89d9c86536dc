import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell.ts';

test('the sidebar collapses and stays collapsed after a reload', async ({ page }) => {
  const app = new AppShell(page);
  await app.goto('/notebook');
  await expect(app.sidebar).toHaveAttribute('data-collapsed', 'false');
  const wide = (await app.sidebar.boundingBox())?.width ?? 0;

  await app.toggleButton().click();
  await expect(app.sidebar).toHaveAttribute('data-collapsed', 'true');
  await expect.poll(async () => (await app.sidebar.boundingBox())?.width ?? 0).toBeLessThan(wide / 2);
  await expect(app.nav.getByText('Agent Studio')).toBeHidden();

  await page.reload();
  await expect(app.sidebar).toHaveAttribute('data-collapsed', 'true');
  await app.toggleButton().click();
  await expect(app.sidebar).toHaveAttribute('data-collapsed', 'false');
  await expect(app.nav.getByText('Agent Studio')).toBeVisible();
});

test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the sidebar opens from the top bar and collapses itself after navigation', async ({ page }) => {
    const app = new AppShell(page);
    await app.goto('/notebook');
    await expect(app.sidebar).toBeHidden();
    await app.mobileMenuButton().click();
    await expect(app.sidebar).toBeVisible();
    await expect(app.sidebar).toHaveAttribute('data-collapsed', 'false');

    await app.navigate('Write');
    await expect(page).toHaveURL(/\/editor\/write$/);
    await expect(app.sidebar).toHaveAttribute('data-collapsed', 'true');
    await expect(app.sidebar).toBeHidden();
    await expect(app.heading('AI Writing')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
