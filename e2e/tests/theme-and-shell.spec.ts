import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../pages/AppShell.ts';

const background = (selector: string) => (page: Page) =>
  page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);
const luminance = (rgb: string) => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

test('dark mode switches the theme and persists', async ({ page }) => {
  const app = new AppShell(page);
  await app.goto('/notebook');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(luminance(await background('#app-sidebar')(page))).toBeGreaterThan(200);

  await app.chooseFromUserMenu('Dark mode');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(async () => luminance(await background('#app-sidebar')(page))).toBeLessThan(60);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await app.chooseFromUserMenu('Dark mode');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the demo banner is shown while the server has no AI provider', async ({ page }) => {
  const app = new AppShell(page);
  await app.goto('/notebook');
  await expect(page.getByText(/Demo mode: no AI provider is configured/)).toBeVisible();
});

test('the contact icon links the configured address', async ({ page }) => {
  const app = new AppShell(page);
  await app.goto('/notebook');
  await expect(app.sidebar.getByRole('link', { name: 'Email us: support@inkstone.test' })).toHaveAttribute(
    'href',
    'mailto:support@inkstone.test',
  );
});

test('the record number shows on its configured host only', async ({ page, baseURL }) => {
  const line = page.getByText('ICP record 00000000 (test)');
  const port = new URL(baseURL!).port;
  await page.goto(`http://localhost:${port}/notebook`);
  await expect(line).toBeVisible();
  await page.goto(`http://127.0.0.1:${port}/notebook`);
  // The banner comes from the same config answer, so once it shows the footer has had its chance.
  await expect(page.getByText(/Demo mode/)).toBeVisible();
  await expect(line).toHaveCount(0);
});

test('history and new chat ask for a sign-in when signed out', async ({ page }) => {
  const app = new AppShell(page);
  await app.goto('/notebook');
  await app.sidebar.getByRole('button', { name: 'New chat' }).click();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/notebook$/);
});

test('the region lookup is asked once and then cached in the browser', async ({ page }) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/cli/region/v1/get')) lookups.push(request.url());
  });
  const app = new AppShell(page);
  await app.goto('/notebook');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('inkstone.region'))).toContain('"inChina":false');
  await page.reload();
  await expect(app.heading('Agent Studio')).toBeVisible();
  await page.waitForTimeout(500);
  expect(lookups).toHaveLength(1);
});
