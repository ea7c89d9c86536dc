import { devices, expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell.ts';
import { installGuide, settingsDialog, versionDialog } from '../pages/dialogs.ts';

test('the version dialog shows v1.0 of 20240901 and a lab shortcut navigates and closes it', async ({ page }) => {
  const app = new AppShell(page);
  await app.goto('/notebook');
  await app.chooseFromUserMenu('Version');
  const dialog = versionDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('release-version')).toHaveText('v1.0');
  await expect(dialog.getByTestId('release-date')).toHaveText('20240901');
  await expect.poll(() => app.settledWidth(dialog)).toBe(520);

  await dialog.getByRole('button', { name: 'My Bots' }).click();
  await expect(page).toHaveURL(/\/bot\/mybot$/);
  await expect(dialog).toBeHidden();
  await expect(app.heading('My Bots')).toBeVisible();
});

test('the settings dialog has its six tabs, and Outsert is saved', async ({ page }) => {
  const app = new AppShell(page);
  await app.goto('/notebook');
  await app.chooseFromUserMenu('Settings');
  const dialog = settingsDialog(page);
  await expect(dialog).toBeVisible();
  await expect.poll(() => app.settledWidth(dialog)).toBe(1150);
  for (const tab of ['Profile', 'Account', 'Plan', 'General', 'Personalization', 'About']) {
    await expect(dialog.getByRole('tab', { name: tab })).toBeVisible();
  }
  await dialog.getByRole('tab', { name: 'Account' }).click();
  await expect(dialog.getByRole('tabpanel').getByText('Sign in to see this tab.')).toBeVisible();

  await dialog.getByRole('tab', { name: 'General' }).click();
  const outsert = dialog.getByRole('switch', { name: 'Outsert' });
  await expect(outsert).not.toBeChecked();
  await outsert.click();
  await expect(outsert).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('inkstone.settings'))).toContain('"outsert":true');

  await dialog.getByRole('button', { name: 'View' }).click();
  const hotkeys = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(hotkeys.getByText('Quote content in the prompt')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(hotkeys).toBeHidden();
});

test('the add-to-desktop guide shows computer steps and links the manifest', async ({ page }) => {
  const app = new AppShell(page);
  await app.goto('/notebook');
  await app.chooseFromUserMenu('Add to desktop');
  const guide = installGuide(page);
  await expect(guide).toHaveAttribute('data-variant', 'desktop');
  await expect(guide.getByText('Open Inkstone in Chrome or Edge.')).toBeVisible();
  await expect(guide.getByText('Open this page in your browser first', { exact: false })).toHaveCount(0);

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(manifestHref ?? '')).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ name: 'Inkstone', start_url: '/', display: 'standalone' });
  expect(Array.isArray(manifest.icons) && manifest.icons.length > 0).toBe(true);
});

test.describe('on a phone', () => {
  const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
  test.use(pixel);

  test('the guide shows home-screen steps and the sidebar gets out of the way', async ({ page }) => {
    const app = new AppShell(page);
    await app.goto('/notebook');
    await app.mobileMenuButton().click();
    await app.chooseFromUserMenu('Add to desktop');
    const guide = installGuide(page);
    await expect(guide).toHaveAttribute('data-variant', 'mobile');
    await expect(guide.getByText('Choose “Add to Home screen” and confirm.')).toBeVisible();
    await expect(app.sidebar).toBeHidden();
  });
});

test.describe('inside WeChat', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) ' +
      'Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 ' +
      'MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64',
  });

  test('the guide asks to open the page in a browser first', async ({ page }) => {
    const app = new AppShell(page);
    await app.goto('/notebook');
    await app.chooseFromUserMenu('Add to desktop');
    const guide = installGuide(page);
    await expect(guide).toHaveAttribute('data-variant', 'wechat');
    await expect(guide.getByText('Choose “Open in Browser”.')).toBeVisible();
    await expect(guide.getByText('Open Inkstone in Chrome or Edge.')).toHaveCount(0);
  });
});

test('terms and privacy links follow the language', async ({ page }) => {
  const app = new AppShell(page);
  await app.goto('/notebook');
  let menu = await app.openUserMenu();
  await expect(menu.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/legal/terms.en.html');
  await page.keyboard.press('Escape');
  await app.switchLanguage('zh_CN');
  menu = await app.openUserMenu();
  await expect(menu.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/legal/privacy.zh_CN.html');
  const document = await page.request.get('/legal/privacy.zh_CN.html');
  expect(document.ok()).toBe(true);
  expect(await document.text()).toContain('隐私政策');
});
