import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell.ts';
import { LoginDialog } from '../pages/LoginDialog.ts';
import { SettingsDialog } from '../pages/SettingsDialog.ts';
import { newSignedInUser } from '../support/session.ts';

const expired = { en: 'Your session expired, please sign in again', zh_CN: '登录已过期，请重新登录' } as const;

for (const language of ['en', 'zh_CN'] as const) {
  test(`${language}: a session revoked elsewhere says so on reload and offers sign-in`, async ({ page }) => {
    const account = await newSignedInUser(page, { language });
    const app = new AppShell(page);
    await app.goto('/notebook');
    await expect(app.sidebar.getByText(account.email.split('@')[0]!.slice(0, 20))).toBeVisible();
    // The page's own calls must be done first: one still under way when the token is revoked would
    // meet the 401 in this page, sign it out, and the reload would start with no session to explain.
    await page.waitForLoadState('networkidle');

    // Signed out on another device (or expired): the stored token no longer works.
    await page.request.post('/api/login/v1/logout', { headers: { authorization: `Bearer ${account.token}` } });
    await page.reload();
    await expect(app.toast(expired[language])).toBeVisible();
    await expect(new LoginDialog(page, language).body).toBeVisible();
    await expect(app.sidebar.getByText(language === 'en' ? 'Guest' : '访客')).toBeVisible();
  });
}

test('a fresh browser opens settings on Profile when custom instructions are saved on the server', async ({ page }) => {
  const account = await newSignedInUser(page);
  const saved = await page.request.post('/api/cli/user/setting/v1/setUseCustomer', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { useCustomer: true, customer: 'Answer briefly.' },
  });
  expect(saved.status()).toBe(200);
  const app = new AppShell(page);
  const settings = new SettingsDialog(page);
  await app.goto('/notebook');
  expect(await settings.open()).toBe('Profile');
  await settings.show('personalization');
  await expect(settings.customInstructions()).toHaveValue('Answer briefly.');
});
