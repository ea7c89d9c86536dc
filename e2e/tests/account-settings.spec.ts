import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../pages/AppShell.ts';
import { words } from '../pages/LoginDialog.ts';
import { SettingsDialog } from '../pages/SettingsDialog.ts';
import { codeSentTo, newPhoneNumber } from '../support/outbox.ts';
import { newSignedInUser, type TestUser } from '../support/session.ts';

/** A 200 × 100 PNG, red on the left half and blue on the right, drawn by the browser itself. */
async function twoColourPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 100;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ff0000';
    context.fillRect(0, 0, 100, 100);
    context.fillStyle = '#0000ff';
    context.fillRect(100, 0, 100, 100);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Colours of the saved avatar at a few points, read back through a canvas. */
function avatarColours(page: Page, url: string) {
  return page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const at = (x: number, y: number) => {
      const [r, , b] = context.getImageData(Math.round(x * canvas.width), Math.round(y * canvas.height), 1, 1).data;
      return r! > 200 && b! < 60 ? 'red' : b! > 200 && r! < 60 ? 'blue' : 'other';
    };
    return {
      size: [canvas.width, canvas.height],
      top: at(0.5, 0.1),
      bottom: at(0.5, 0.9),
      left: at(0.1, 0.5),
      right: at(0.9, 0.5),
    };
  }, url);
}

async function currentUser(page: Page, account: TestUser) {
  const response = await page.request.get('/api/cli/user/v1/get', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  return ((await response.json()) as { data: { avatar: string; inviteId: string } }).data;
}

for (const language of ['en', 'zh_CN'] as const) {
  const w = words[language];

  test(`${language}: the avatar is cropped (rotated right), uploaded as a PNG and shown`, async ({ page }) => {
    const account = await newSignedInUser(page, { language });
    const app = new AppShell(page);
    const settings = new SettingsDialog(page, language);
    await app.goto('/notebook');
    await settings.open();
    await settings.show('profile');
    await expect(settings.avatar().locator('img')).toHaveCount(0);

    // Only images are accepted.
    await settings.chooseAvatarFile({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(app.toast(language === 'en' ? 'Please choose an image file' : '请选择图片文件')).toBeVisible();
    await expect(settings.cropper).toHaveCount(0);

    await settings.chooseAvatarFile({
      name: 'two-colours.png',
      mimeType: 'image/png',
      buffer: await twoColourPng(page),
    });
    await expect(settings.cropper).toBeVisible();
    await expect(settings.preview()).toHaveCSS('width', '120px');
    await expect
      .poll(() => settings.previewPixels())
      .not.toBe(await page.evaluate(() => document.createElement('canvas').toDataURL()));
    const unrotated = await settings.previewPixels();
    await settings.cropperButton('rotateRight').click();
    await expect(settings.preview()).toHaveAttribute('data-rotation', '90');
    await expect.poll(() => settings.previewPixels()).not.toBe(unrotated);
    await settings.cropperButton('confirm').click();

    await expect(app.toast(w.toast.modify)).toBeVisible();
    await expect(settings.cropper).toBeHidden();
    const avatar = settings.avatar().locator('img');
    await expect(avatar).toHaveAttribute('src', /^\/api\/files\/[a-f0-9]{32}\.png$/);
    const src = (await avatar.getAttribute('src'))!;
    expect((await currentUser(page, account)).avatar).toBe(src);
    await expect(app.sidebar.locator(`img[src="${src}"]`)).toBeVisible();

    // The centred square of a wide red|blue picture, turned a quarter right: red on top.
    const colours = await avatarColours(page, src);
    expect(colours).toEqual({ size: [256, 256], top: 'red', bottom: 'blue', left: 'other', right: 'other' });
  });

  test(`${language}: custom instructions are saved with their counter and come back after a reload`, async ({
    page,
  }) => {
    const account = await newSignedInUser(page, { language });
    const app = new AppShell(page);
    const settings = new SettingsDialog(page, language);
    await app.goto('/notebook');
    // No custom instructions yet: Personalization opens first.
    expect(await settings.open()).toBe(language === 'en' ? 'Personalization' : '个性化');
    await expect(settings.customInstructions()).toBeDisabled();
    await expect(settings.counter()).toHaveText('0 / 1500');
    await expect(settings.saveButton()).toBeDisabled();

    await settings.customSwitch().click();
    await expect(settings.customInstructions()).toBeEnabled();
    const text = language === 'en' ? 'Answer briefly, with one example.' : '请简短回答，并举一个例子。';
    await settings.customInstructions().fill(text);
    await expect(settings.counter()).toHaveText(`${text.length} / 1500`);
    // The field stops at 1500 characters.
    await settings.customInstructions().fill('x'.repeat(1600));
    await expect(settings.counter()).toHaveText('1500 / 1500');
    await settings.customInstructions().fill(text);
    await settings.saveButton().click();
    await expect(app.toast(w.toast.update)).toBeVisible();

    const saved = await page.request.get('/api/cli/user/setting/v1/getUserSetting', {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(((await saved.json()) as { data: unknown }).data).toEqual({ useCustomer: true, customer: text });

    await page.reload();
    await expect(app.sidebar).toBeAttached();
    // Now that instructions are set, the dialog opens on Profile.
    expect(await settings.open()).toBe(language === 'en' ? 'Profile' : '个人资料');
    await settings.show('personalization');
    await expect(settings.customInstructions()).toHaveValue(text);
    await expect(settings.customSwitch()).toBeChecked();
    await expect(settings.counter()).toHaveText(`${text.length} / 1500`);

    // Switched off, the text stays but cannot be edited.
    await settings.customSwitch().click();
    await expect(settings.customInstructions()).toBeDisabled();
    await expect(settings.customInstructions()).toHaveValue(text);
  });
}

test('About shows the user’s own invite link with copy, and share links carry the invite id', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await newSignedInUser(page);
  const app = new AppShell(page);
  const settings = new SettingsDialog(page);
  await app.goto('/notebook');
  await settings.open();
  await settings.show('about');
  const { inviteId } = await currentUser(page, account);
  expect(inviteId).toBeTruthy();
  const expected = new URL(`/?invite=${inviteId}`, page.url()).toString();
  await expect(settings.dialog.getByTestId('invite-link')).toHaveValue(expected);
  await settings.dialog.getByTestId('invite-panel').getByRole('button', { name: 'Copy' }).click();
  await expect(app.toast('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  const mail = await settings.dialog.getByTestId('share-email').getAttribute('href');
  expect(decodeURIComponent(mail ?? '')).toContain(expected);
});

const passwordAndPhone =
  'Account: a wrong current password is shown beside the form, the right one changes it, and a phone is bound';
test(passwordAndPhone, async ({ page, request }) => {
  const account = await newSignedInUser(page);
  const app = new AppShell(page);
  const settings = new SettingsDialog(page);
  await app.goto('/notebook');
  await settings.open();
  await settings.show('account');

  const password = settings.dialog.getByTestId('account-password');
  const change = password.getByRole('button', { name: 'Change password' });
  await expect(change).toBeDisabled();
  await password.getByLabel('Current password').fill('wrong9999');
  await password.getByLabel('New password', { exact: true }).fill('changed789');
  await password.getByLabel('Confirm new password').fill('changed789');
  await change.click();
  // SPEC §8: no toast for change-password failures; the reason sits under the form.
  await expect(password.getByRole('alert')).toHaveText('The current password is wrong');
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await password.getByLabel('Current password').fill(account.password);
  await change.click();
  await expect(app.toast('Modification successfully')).toBeVisible();
  const relogin = await request.post('/api/login/v1/email', { form: { email: account.email, password: 'changed789' } });
  expect(((await relogin.json()) as { code: number }).code).toBe(200);

  const phoneCard = settings.dialog.getByTestId('account-phone');
  await expect(phoneCard).toContainText('No phone number is bound yet.');
  const phone = newPhoneNumber();
  await phoneCard.getByLabel('New phone number').fill(phone);
  await phoneCard.getByTestId('code-button').click();
  await expect(phoneCard.getByTestId('code-button')).toBeDisabled();
  await phoneCard.getByLabel('4-digit SMS code').fill(await codeSentTo(request, phone));
  await phoneCard.getByRole('button', { name: 'Bind phone' }).click();
  await expect(app.toast('Binding successful')).toBeVisible();
  await expect(phoneCard).toContainText(`Bound to +86 ${phone}`);
});

test('signed out, Profile, Account and Personalization offer sign-in and nothing else', async ({ page }) => {
  const app = new AppShell(page);
  const settings = new SettingsDialog(page);
  await app.goto('/notebook');
  await settings.open();
  for (const tab of ['profile', 'account', 'personalization'] as const) {
    await settings.show(tab);
    await expect(settings.dialog.getByRole('tabpanel')).toContainText('Sign in to see this tab.');
    await expect(settings.dialog.getByRole('tabpanel').getByRole('textbox')).toHaveCount(0);
  }
  await settings.dialog
    .getByRole('tabpanel')
    .getByRole('button', { name: /sign in/i })
    .click();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
});
