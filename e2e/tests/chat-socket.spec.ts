import { expect, test, type Request } from '@playwright/test';
import { ChatPage } from '../pages/Chat.ts';
import { SettingsDialog } from '../pages/SettingsDialog.ts';
import { newSignedInUser } from '../support/session.ts';

test.describe('answers over the socket', () => {
  test('with the setting on, a question goes through webSocketChat and its answer arrives whole', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    const asked: string[] = [];
    page.on('request', (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('/webSocketChat') || path.endsWith('/ssePost')) asked.push(path.split('/').pop()!);
    });

    const settings = new SettingsDialog(page);
    await settings.open();
    await settings.show('general');
    const socketSwitch = settings.dialog.getByRole('switch', { name: 'Answers over the WebSocket' });
    await expect(socketSwitch).toHaveAttribute('aria-checked', 'false');
    await socketSwitch.click();
    await expect(socketSwitch).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(settings.dialog).toBeHidden();

    await chat.send('Hello over the socket');
    const answer = await chat.waitForAnswer();
    // Demo mode's notice, pushed whole over the socket once written.
    await expect(chat.answerText(answer)).toContainText('No AI model is configured on this server');
    await expect(chat.sendButton()).toBeVisible();
    expect(asked).toEqual(['webSocketChat']);

    // The setting is kept: after a reload the next question goes the same way; switched off, it streams again.
    await page.reload();
    await settings.open();
    await settings.show('general');
    await expect(socketSwitch).toHaveAttribute('aria-checked', 'true');
    await socketSwitch.click();
    await page.keyboard.press('Escape');
    await chat.send('And now streamed');
    await expect(chat.prompts().last()).toHaveText('And now streamed');
    await chat.waitForAnswer();
    await expect(chat.sendButton()).toBeVisible();
    expect(asked).toEqual(['webSocketChat', 'ssePost']);
  });
});
