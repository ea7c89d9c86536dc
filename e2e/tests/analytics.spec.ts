import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell.ts';
import { LoginDialog } from '../pages/LoginDialog.ts';
import { signUp, type TestUser } from '../support/session.ts';

/**
 * Analytics (issue #18 item 7): a sign-in that fails in the browser is counted as `login_failed`
 * with its reason in the administrators' summary (ADMIN_EMAILS in playwright.config.ts), and the
 * summary is refused to anyone else with SPEC's permission message.
 */
const ADMIN = 'analytics-admin@inkstone.test';
let admin: TestUser;
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  admin = await signUp(request, ADMIN);
});

type Row = { day: string; name: string; code: string; count: number };
const failedSignIns = (rows: Row[]) =>
  rows
    .filter((row) => row.name === 'login_failed' && row.code === 'auth.badCredentials')
    .reduce((n, row) => n + row.count, 0);

test('a failed sign-in in the browser shows in the admin summary; others may not read it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const summary = async (token: string) =>
    (
      await request.get('/api/cli/analytics/v1/summary?days=1', { headers: { authorization: `Bearer ${token}` } })
    ).json();
  const before = failedSignIns(((await summary(admin.token)) as { data: { rows: Row[] } }).data.rows);

  const app = new AppShell(page);
  const login = new LoginDialog(page, 'en');
  await app.goto('/notebook');
  await login.open();
  // The dialog opens on email sign-in here (global edition); the other modes link to it.
  if ((await login.mode()) !== '2') await login.body.getByRole('button', { name: login.w.titles[2] }).click();
  await login.expectMode(2);
  await login.field('email').fill(ADMIN);
  await login.field('password').fill('not-his-123');
  await login.submit().click();
  // Checking a password is slow on purpose (argon2): give a busy machine time.
  await expect(app.toast(/wrong account or password/i)).toBeVisible({ timeout: 30_000 });

  const after = (await summary(admin.token)) as { code: number; data: { rows: Row[] } };
  expect(after.code).toBe(200);
  expect(failedSignIns(after.data.rows)).toBe(before + 1);
  // Counts only: neither the address typed nor the password is in it.
  expect(JSON.stringify(after)).not.toContain(ADMIN);
  expect(JSON.stringify(after)).not.toContain('not-his-123');

  const someone = await signUp(request);
  expect(await summary(someone.token)).toMatchObject({
    code: 403,
    msg: 'Sorry! You do not have permission to perform this action!',
  });
});
