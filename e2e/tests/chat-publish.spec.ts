import { expect, test } from '@playwright/test';
import { ChatPage } from '../pages/Chat.ts';
import { SettingsDialog } from '../pages/SettingsDialog.ts';
import { openingMotionDone } from '../support/motion.ts';
import { newSignedInUser } from '../support/session.ts';

test.describe('publishing a chat as a page', () => {
  test('a user publishes a chat, reads it signed out, finds it in settings, takes it down and gets a 404', async ({
    page,
    browser,
  }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.send('Which teas are rolled by hand?');
    await chat.waitForAnswer();

    await page.getByRole('button', { name: 'Publish as a page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish this chat as a page' });
    // A click while the dialog zooms in can land beside the button (see openingMotionDone).
    await openingMotionDone(dialog);
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    const link = dialog.getByTestId('published-link').getByRole('link', { name: /\/c\// });
    await expect(link).toHaveText(/\/c\/[A-Za-z0-9_-]{16}$/);
    const url = (await link.textContent())!;

    const stranger = await browser.newContext();
    const reader = await stranger.newPage();
    await reader.goto(url);
    await expect(reader.locator('.question')).toHaveText('Which teas are rolled by hand?');
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Which teas are rolled by hand?');
    await expect(reader.locator('img.qr')).toBeVisible();
    expect(await reader.locator('meta[property="og:url"]').getAttribute('content')).toBe(url);

    await dialog.getByRole('button', { name: 'Close' }).click();
    const settings = new SettingsDialog(page);
    await settings.open();
    await settings.show('shared');
    await expect(settings.dialog.getByRole('link', { name: 'Which teas are rolled by hand?' })).toBeVisible();
    const takeDown = settings.dialog.getByRole('button', { name: 'Take down' });
    await takeDown.click();
    // OK is clicked in this row's confirm once it has opened: pressed while the confirm was still
    // zooming in, the click landed beside OK and nothing was taken down (see openingMotionDone).
    const confirm = await settings.popoverOf(takeDown);
    await confirm.getByRole('button', { name: /^(OK|确 ?定)$/ }).click();
    await expect(settings.dialog.getByText('You have not published a chat yet.', { exact: false })).toBeVisible();
    expect((await reader.goto(url))?.status()).toBe(404);
    await stranger.close();
  });
});
