import { expect, test, type Locator } from '@playwright/test';
import { AppShell } from '../pages/AppShell.ts';
import { ChatPage } from '../pages/Chat.ts';
import { SettingsDialog } from '../pages/SettingsDialog.ts';
import { newSignedInUser } from '../support/session.ts';

const PHONE = { width: 375, height: 740 };

/** Lines a block of text wraps into, from its height and its line height. */
const lines = (text: Locator) =>
  text.evaluate((element) =>
    Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
  );

/** A colour with (next to) no hue once its transparency is counted, as disabled controls are painted. */
const isGrey = (colour: string) => {
  const [r, g, b, alpha = 1] = colour.match(/[\d.]+/g)!.map(Number);
  return (Math.max(r!, g!, b!) - Math.min(r!, g!, b!)) * alpha < 16;
};

async function turnOnDarkMode(app: AppShell): Promise<void> {
  const menu = await app.openUserMenu();
  await menu.getByRole('menuitem', { name: /^(dark mode|深色模式)/i }).click();
  await expect(app.page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await app.page.keyboard.press('Escape');
}

test.describe('on a 375px phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  const signedOutChat =
    'the signed-out chat reads in full: a short welcome heading, the model’s name, ' +
    'a one-line demo banner that can be dismissed';
  test(signedOutChat, async ({ page }) => {
    const app = new AppShell(page);
    const chat = new ChatPage(page);
    await chat.goto();
    const heading = chat.section.getByText('How can I help you today?');
    expect(await lines(heading)).toBeLessThanOrEqual(2);
    const signIn = chat.section.getByRole('button', { name: 'Sign in to start chatting' });
    expect((await signIn.boundingBox())!.height).toBeGreaterThanOrEqual(32);
    await expect(chat.modelSelect).toContainText('GPT-3.5');

    const banner = page.getByRole('alert').filter({ hasText: /demo mode/i });
    await expect(banner).toBeVisible();
    expect(await lines(banner.locator('.ant-alert-title'))).toBe(1);
    await banner.getByRole('button', { name: /close|关闭/i }).click();
    await expect(banner).toHaveCount(0);
    // Dismissed for this browser: it stays away after a reload.
    await page.reload();
    await expect(chat.input).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /demo mode/i })).toHaveCount(0);
    await expect(app.sidebar).toBeAttached();
  });

  test('a tapped “New chat” leaves no tooltip behind', async ({ page }) => {
    await newSignedInUser(page);
    // The page's clock, so the tooltip's opening delay can be run through instead of waited for.
    await page.clock.install();
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.section.getByRole('button', { name: 'New chat' }).tap();
    await page.clock.runFor(1_000);
    await expect(page.getByRole('tooltip').filter({ hasText: 'New chat' })).toHaveCount(0);
    await expect(page.locator('.ant-tooltip:visible')).toHaveCount(0);
  });

  test('settings, in dark mode: every tab is one tap away, and the dialog keeps its height from tab to tab', async ({
    page,
  }) => {
    await newSignedInUser(page);
    const app = new AppShell(page);
    const settings = new SettingsDialog(page);
    await app.goto('/notebook');
    await app.mobileMenuButton().click();
    await turnOnDarkMode(app);
    await app.toggleButton().click();
    await expect(app.sidebar).toBeHidden();

    await settings.open();
    const box = await app.settledHeight(settings.dialog);
    expect(box).toBeLessThanOrEqual(PHONE.height);
    for (const tab of ['profile', 'account', 'personalization', 'about'] as const) {
      await settings.show(tab);
      expect(await app.settledHeight(settings.dialog)).toBe(box);
    }
    // Personalization works on the phone, in the dark.
    await settings.show('personalization');
    await settings.customSwitch().click();
    await settings.customInstructions().fill('Answer in one paragraph.');
    await settings.saveButton().click();
    await expect(app.toast('Update successfully')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: test.info().outputPath('settings-phone-dark.png') });
  });
});

test('dark mode: the send button of an empty prompt looks disabled', async ({ page }) => {
  await newSignedInUser(page);
  const app = new AppShell(page);
  const chat = new ChatPage(page);
  await chat.goto();
  await turnOnDarkMode(app);
  const painted = () => chat.sendButton().evaluate((button) => getComputedStyle(button).backgroundColor);
  await expect(chat.sendButton()).toBeDisabled();
  // Polled: the theme change fades colours in.
  await expect.poll(async () => isGrey(await painted()), { message: 'the disabled send button is grey' }).toBe(true);
  await chat.input.fill('Hello');
  await expect(chat.sendButton()).toBeEnabled();
  await expect.poll(async () => isGrey(await painted())).toBe(false);
});
