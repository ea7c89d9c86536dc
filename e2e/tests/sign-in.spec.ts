import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../pages/AppShell.ts';
import { LoginDialog, words, type Language } from '../pages/LoginDialog.ts';
import { codeSentTo, newEmail, newPhoneNumber, outbox } from '../support/outbox.ts';
import { signUp, type TestUser } from '../support/session.ts';

// Made first so that, by the reset test, most of its signup code's minute has passed.
let resetAccount: Promise<TestUser>;
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  resetAccount = signUp(request);
  await resetAccount;
});

const useLanguage = (page: Page, language: Language) =>
  page.addInitScript((value) => {
    if (!localStorage.getItem('inkstone.language'))
      localStorage.setItem('inkstone.language', JSON.stringify({ state: { language: value }, version: 0 }));
  }, language);

const storedToken = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('inkstone.auth') ?? '{}') as { state?: { token?: string } }).state?.token ??
      null,
  );

for (const language of ['en', 'zh_CN'] as const) {
  const w = words[language];

  test(`${language}: email signup, verification with the mailed code, sign-out, and sign-in again`, async ({
    page,
    request,
  }) => {
    await useLanguage(page, language);
    const app = new AppShell(page);
    const login = new LoginDialog(page, language);
    const email = newEmail(`signup-${language}`);
    // English arrives through an invite link (signup opens first); Chinese picks signup itself.
    const inviter = language === 'en' ? await signUp(request) : null;
    await app.goto(inviter ? `/notebook?invite=${String(inviter.user.inviteId)}` : '/notebook');
    // Signup mails a code; verification must not ask for a second one (which the server refuses).
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sendEmailVerificationCode')) sends.push(request.url());
    });
    await login.open();
    if (inviter) {
      await login.expectMode(6);
    } else {
      await login.expectMode(1);
      // The dialog may still be animating in; click again until the mode link has taken.
      await expect(async () => {
        await login.body.getByRole('button', { name: w.titles[2] }).click();
        await login.expectMode(2);
      }).toPass({ timeout: 15_000 });
      await login.link(w.createAccount).click();
      await login.expectMode(6);
    }

    await login.field('email').fill(email);
    await login.field('password').fill('signup123');
    await login.field('confirm').fill('signup123');
    // The terms box is the last rule: unticked, the form cannot be sent.
    await expect(login.submit()).toBeDisabled();
    await login.terms().check();
    await expect(login.submit()).toBeEnabled();
    await login.submit().click();

    await expect(app.toast(w.toast.register)).toBeVisible();
    await login.expectMode(4);
    await expect(login.body.getByTestId('verify-email-address')).toContainText(email);
    // Signup has just sent a code, so verification does not send another: the button counts
    // down the seconds the signup answer reported.
    await expect(login.codeButton()).toBeDisabled();
    await expect.poll(() => login.countdown()).toBeGreaterThan(50);
    const messages = await outbox(request, email);
    expect(messages).toHaveLength(1);
    expect(sends).toEqual([]);

    await expect(login.submit()).toBeDisabled();
    await login.field('emailCode').fill(messages[0]!.code!);
    await login.submit().click();
    await expect(app.toast(w.toast.login)).toBeVisible();
    await expect(login.body).toBeHidden();
    const nickname = email.split('@')[0]!.slice(0, 20);
    await expect(app.sidebar.getByText(nickname)).toBeVisible();
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    // Signed in, the dialog shows who is signed in instead of the forms; sign out from there.
    await app.chooseFromUserMenu(language === 'en' ? 'My account' : '我的账号');
    await login.expectMode('profile');
    await expect(login.body.getByTestId('profile-panel')).toContainText(email);
    await login.body.getByRole('button', { name: w.signOut }).click();
    await expect(app.sidebar.getByText(language === 'en' ? 'Guest' : '访客')).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    // The server revoked the token: a copy of it no longer works.
    await expect
      .poll(async () =>
        (await request.get('/api/cli/user/v1/get', { headers: { authorization: `Bearer ${token}` } })).status(),
      )
      .toBe(401);

    // Back in with email and password; Enter submits. The address still carries the invite,
    // so English opens on signup again and follows its link to sign in.
    await login.open();
    if (language === 'zh_CN') await login.body.getByRole('button', { name: w.titles[2] }).click();
    else await login.link('Already have an account? Sign in').click();
    await login.expectMode(2);
    await login.field('email').fill(email);
    await login.field('password').fill('signup123');
    await login.field('password').press('Enter');
    await expect(app.toast(w.toast.login)).toBeVisible();
    await expect(app.sidebar.getByText(nickname)).toBeVisible();

    await app.chooseFromUserMenu(w.signOut);
    await expect(app.sidebar.getByText(language === 'en' ? 'Guest' : '访客')).toBeVisible();
  });

  test(`${language}: a new phone number signs in with an SMS code and gets an account`, async ({ page, request }) => {
    await useLanguage(page, language);
    const app = new AppShell(page);
    const login = new LoginDialog(page, language);
    const phone = newPhoneNumber();
    await app.goto('/notebook');
    await login.open();
    // zh_CN opens on phone sign-in; English switches to it.
    if (language === 'en') {
      await login.expectMode(2);
      await login.body.getByRole('button', { name: w.phoneMode }).click();
    }
    await login.expectMode(1);

    // Sending with no phone number says what is missing, and sends nothing.
    await login.codeButton().click();
    await expect(login.error(w.invalid.phone)).toBeVisible();
    await expect(login.codeButton()).toHaveText(w.sendCode);

    await login.field('phone').fill(phone);
    await login.codeButton().click();
    await expect(login.codeButton()).toBeDisabled();
    await expect.poll(() => login.countdown()).toBeGreaterThan(50);
    const code = await codeSentTo(request, phone);
    expect(code).toMatch(/^\d{4}$/);

    // The SMS code field takes 4 digits at most.
    await login.field('smsCode').fill(`${code}99`);
    await expect(login.field('smsCode')).toHaveValue(code);
    await login.submit().click();
    await expect(app.toast(w.toast.login)).toBeVisible();
    await expect(app.sidebar.getByText(`User${phone.slice(-4)}`)).toBeVisible();
    const user = await page.request.get('/api/cli/user/v1/get', {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
    });
    expect(((await user.json()) as { data: { mobile: string } }).data.mobile).toBe(phone);
  });
}

const unverifiedSignIn =
  'an unverified address signing in verifies with the code signup sent, counting down what is left of its minute';

test(unverifiedSignIn, async ({ page, request }) => {
  const email = newEmail('unverified');
  const signup = await request.post('/api/cli/user/v1/regedit/email', {
    form: { email, password: 'signup123', agree: '1' },
  });
  expect(((await signup.json()) as { code: number }).code).toBe(200);
  const sends: string[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/sendEmailVerificationCode')) sends.push(call.url());
  });
  const app = new AppShell(page);
  const login = new LoginDialog(page, 'en');
  await app.goto('/notebook');
  await login.open();
  await login.expectMode(2);
  await login.field('email').fill(email);
  await login.field('password').fill('signup123');
  await login.submit().click();
  await login.expectMode(4);
  await expect(login.codeButton()).toBeDisabled();
  await expect.poll(() => login.countdown()).toBeGreaterThan(0);
  expect(await login.countdown()).toBeLessThanOrEqual(60);
  expect(sends).toEqual([]);
  const [message] = await outbox(request, email);
  await login.field('emailCode').fill(message!.code!);
  await login.submit().click();
  await expect(app.toast('Login successful')).toBeVisible();
});

test('the code button counts down 60 s, and a reopened dialog resumes the server’s countdown', async ({
  page,
  request,
}) => {
  const app = new AppShell(page);
  const login = new LoginDialog(page, 'en');
  const phone = newPhoneNumber();
  await app.goto('/notebook');
  await login.open();
  await login.body.getByRole('button', { name: 'Sign in with phone' }).click();
  await login.field('phone').fill(phone);
  await login.codeButton().click();
  await expect(login.codeButton()).toHaveText('60 s');
  await expect(login.codeButton()).toBeDisabled();
  await expect(login.codeButton()).toHaveText('58 s', { timeout: 4_000 });
  await codeSentTo(request, phone);

  // Esc closes the dialog; reopening starts a fresh form, but the server still refuses and
  // says how long to wait, so the button resumes from there instead of 60.
  await page.keyboard.press('Escape');
  await expect(login.body).toBeHidden();
  await login.open();
  await login.body.getByRole('button', { name: 'Sign in with phone' }).click();
  await expect(login.codeButton()).toHaveText('Send code');
  await login.field('phone').fill(phone);
  await login.codeButton().click();
  await expect(login.codeButton()).toBeDisabled();
  await expect.poll(() => login.countdown()).toBeLessThan(59);
  expect(await login.countdown()).toBeGreaterThan(40);
  expect(await outbox(request, phone)).toHaveLength(1);
});

for (const language of ['en', 'zh_CN'] as const) {
  const w = words[language];
  test(`${language}: invalid input keeps submit disabled and shows the SPEC message`, async ({ page }) => {
    await useLanguage(page, language);
    const app = new AppShell(page);
    const login = new LoginDialog(page, language);
    await app.goto('/notebook');
    await login.open();
    if (language === 'zh_CN') await login.body.getByRole('button', { name: w.titles[2] }).click();
    await login.expectMode(2);
    await expect(login.submit()).toBeDisabled();

    await login.field('email').fill('someone@');
    await expect(login.error(w.invalid.email)).toBeVisible();
    await login.field('password').fill('lettersonly');
    await expect(login.error(w.invalid.password)).toBeVisible();
    await expect(login.submit()).toBeDisabled();

    await login.field('email').fill('someone@example.com');
    await expect(login.error(w.invalid.email)).toHaveCount(0);
    await login.field('password').fill('letters123');
    await expect(login.error(w.invalid.password)).toHaveCount(0);
    await expect(login.submit()).toBeEnabled();

    // Signup adds the confirmation and the terms box.
    await login.link(w.createAccount).click();
    await login.expectMode(6);
    await expect(login.field('email')).toHaveValue('someone@example.com');
    await login.field('password').fill('letters123');
    await login.field('confirm').fill('letters124');
    await expect(login.error(w.invalid.mismatch)).toBeVisible();
    await login.terms().check();
    await login.terms().uncheck();
    await expect(login.error(w.invalid.terms)).toBeVisible();
    await expect(login.submit()).toBeDisabled();
  });
}

test('a forgotten password is reset with an emailed code; the result panel leads back to sign-in', async ({
  page,
  request,
}) => {
  // The account got an emailed code at signup; a send inside that minute waits it out.
  test.setTimeout(120_000);
  const account = await resetAccount;
  const app = new AppShell(page);
  const login = new LoginDialog(page, 'en');
  const w = words.en;
  await app.goto('/notebook');
  await login.open();
  await login.link(w.forgot).click();
  await login.expectMode(8);

  await login.field('email').fill(account.email);
  const before = (await outbox(request, account.email)).length;
  await login.codeButton().click();
  await expect.poll(() => login.countdown()).toBeGreaterThan(0);
  if ((await outbox(request, account.email)).length === before) {
    // Refused inside the minute: the button shows what is left, then offers to send again.
    await expect(login.codeButton()).toHaveText(w.sendCode, { timeout: 65_000 });
    await login.codeButton().click();
    await expect(login.codeButton()).toBeDisabled();
  }
  const code = await codeSentTo(request, account.email, before);
  await login.field('emailCode').fill(code);
  await login.field('newPassword').fill('renewed456');
  await login.field('confirm').fill('renewed457');
  await expect(login.error(w.invalid.mismatch)).toBeVisible();
  await expect(login.submit()).toBeDisabled();
  await login.field('confirm').fill('renewed456');
  await expect(login.submit()).toBeEnabled();
  await login.submit().click();

  await expect(app.toast(w.toast.reset)).toBeVisible();
  await expect(login.resetSuccess()).toBeVisible();
  await expect(login.submit()).toHaveCount(0);
  await login.resetSuccess().getByRole('button', { name: w.resetLogin }).click();
  await login.expectMode(2);
  await expect(login.field('email')).toHaveValue(account.email);

  // The old password is gone, the new one works.
  await login.field('password').fill(account.password);
  await login.submit().click();
  await expect(app.toast(/wrong account or password/i)).toBeVisible();
  await login.field('password').fill('renewed456');
  await login.submit().click();
  await expect(app.toast(w.toast.login)).toBeVisible();
  await expect(login.body).toBeHidden();
});

test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('zh_CN: the dialog fits the screen and a phone sign-in works', async ({ page, request }) => {
    await useLanguage(page, 'zh_CN');
    const app = new AppShell(page);
    const login = new LoginDialog(page, 'zh_CN');
    const phone = newPhoneNumber();
    await app.goto('/notebook');
    await login.open();
    await login.expectMode(1);
    const box = await login.modal.locator('.ant-modal-container').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);

    await login.field('phone').fill(phone);
    await login.codeButton().click();
    await login.field('smsCode').fill(await codeSentTo(request, phone));
    await login.submit().click();
    await expect(app.toast(words.zh_CN.toast.login)).toBeVisible();
    await expect(login.body).toBeHidden();
  });
});
