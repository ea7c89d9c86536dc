import { expect, test } from '@playwright/test';
import { ChatPage } from '../pages/Chat.ts';
import { loginDialog } from '../pages/dialogs.ts';

// SPEC §6: for a guest, actions that need login open the login dialog and do nothing else.
test.describe('a guest on the chat page', () => {
  test('attaching a file opens the login dialog: no toast, no upload, no file chip', async ({ page }) => {
    const chat = new ChatPage(page);
    const uploads: string[] = [];
    page.on('request', (request) => request.url().includes('/api/cli/file/') && uploads.push(request.url()));
    await chat.goto();

    await chat.section.getByRole('button', { name: 'Attach files' }).click();
    await expect(loginDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginDialog(page)).toBeHidden();

    // A file dropped, pasted or picked some other way is refused the same way.
    await chat.attach({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('some notes') });
    await expect(loginDialog(page)).toBeVisible();
    await expect(chat.chips).toHaveCount(0);
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    expect(uploads).toEqual([]);
  });

  test('picking a model opens the login dialog and the picker keeps its model', async ({ page }) => {
    const chat = new ChatPage(page);
    const calls: string[] = [];
    page.on('request', (request) => request.url().includes('setDefaultModel') && calls.push(request.url()));
    await chat.goto();
    await expect(chat.modelSelect).toContainText('GPT-3.5');

    await chat.modelPicker.click();
    await chat.modelOption('GPT-4').first().click();
    await expect(loginDialog(page)).toBeVisible();
    await expect(chat.modelSelect).toContainText('GPT-3.5');
    await expect(chat.modelSelect).not.toContainText('GPT-4');
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    expect(calls).toEqual([]);
  });
});
