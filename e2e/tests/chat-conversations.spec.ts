import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ChatPage } from '../pages/Chat.ts';
import { storedConversation } from '../support/chat-api.ts';
import { pngFile } from '../support/images.ts';
import { newSignedInUser } from '../support/session.ts';

test.describe('chat titles', () => {
  test('a question refused by the daily limit does not name the chat; an accepted one does, without Markdown', async ({
    page,
  }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await page.route('**/api/cli/chatgpt/v1/ssePost', (route) =>
      route.fulfill({
        status: 402,
        json: { code: 402, msg: 'You have used all 10 free questions today.', type: 'WARN', data: { upgrade: 'qa' } },
      }),
    );
    await chat.goto();
    await chat.send('Refused question');
    await expect(page.getByText('You have used all 10 free questions today.')).toBeVisible();
    await expect(chat.title).toHaveText('New Chat');

    await page.unroute('**/api/cli/chatgpt/v1/ssePost');
    await page.keyboard.press('Escape');
    await chat.input.fill('## **Explain** `useEffect` in [React](https://react.dev)');
    await chat.input.press('Enter');
    await chat.waitForAnswer();
    await expect(chat.title).toHaveText('Explain useEffect in React');
    await chat.openHistory();
    await expect(chat.historyItem('Explain useEffect in React')).toBeVisible();
  });
});

test.describe('one’s own messages', () => {
  test('a question can be copied, and edited: the edit replaces it and everything after it, on the server too', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    for (const question of ['First question', 'Second question', 'Third question']) {
      await chat.send(question);
      await chat.waitForAnswer();
    }

    const second = chat.prompts().nth(1);
    await second.hover();
    await second.getByRole('button', { name: 'Copy question' }).click();
    await expect(page.getByText('Copied').first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Second question');

    await second.getByRole('button', { name: 'Edit question' }).click();
    const editor = chat.section.getByRole('textbox', { name: 'Edit your question' });
    await expect(editor).toHaveValue('Second question');
    await editor.fill('Second question, edited');
    await chat.section.getByRole('button', { name: 'Send', exact: true }).first().click();
    await chat.waitForAnswer();
    await expect(chat.prompts()).toHaveText(['First question', 'Second question, edited']);
    await expect(chat.answers()).toHaveCount(2);

    // Stored that way: the conversation reopens with the edit and without the third question.
    await page.reload();
    await chat.openHistory();
    await chat.historyItem('First question').click();
    await expect(chat.prompts()).toHaveText(['First question', 'Second question, edited']);
  });

  test('an edit refused by the daily limit forgets nothing and keeps the editor open', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.send('Keep this question');
    await chat.waitForAnswer();
    // The server's answer for a user whose free questions are spent.
    await page.route('**/api/cli/chat/topic/v1/rewind', (route) =>
      route.fulfill({
        status: 402,
        json: { code: 402, msg: 'You have used all 10 free questions today.', type: 'WARN', data: { upgrade: 'qa' } },
      }),
    );
    await chat.prompts().first().hover();
    await chat.prompts().first().getByRole('button', { name: 'Edit question' }).click();
    const editor = chat.section.getByRole('textbox', { name: 'Edit your question' });
    await editor.fill('An edit too many');
    await editor.press('Control+Enter');
    await expect(page.getByText('You have used all 10 free questions today.')).toBeVisible();
    await expect(editor).toHaveValue('An edit too many');
    await expect(chat.answers()).toHaveCount(1);
    await expect(chat.answerText()).toContainText('No AI model is configured');
  });

  test('Escape leaves the editor without changing anything', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.send('Leave me as I am');
    await chat.waitForAnswer();
    await chat.prompts().first().hover();
    await chat.prompts().first().getByRole('button', { name: 'Edit question' }).click();
    const editor = chat.section.getByRole('textbox', { name: 'Edit your question' });
    await editor.fill('Changed');
    await editor.press('Escape');
    await expect(editor).toHaveCount(0);
    await expect(chat.prompts()).toHaveText(['Leave me as I am']);
  });

  test('an attached image opens in a lightbox, from the mouse or the keyboard', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.attach(await pngFile('red.png', { r: 220, g: 30, b: 30 }));
    await expect(chat.chips).toHaveCount(1);
    await expect(chat.chips.first()).not.toHaveAttribute('data-status', 'uploading');
    await chat.send('What colour is this?');
    await chat.waitForAnswer();

    const thumb = chat.prompts().first().getByRole('button', { name: 'Open image red.png' });
    await thumb.click();
    // The lightbox: the picture large, with zoom and rotate buttons.
    const preview = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'zoomIn' }) });
    await expect(preview).toBeVisible();
    await expect(preview.getByRole('img', { name: 'red.png' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await thumb.focus();
    await page.keyboard.press('Enter');
    await expect(preview).toBeVisible();
  });
});

test.describe('the conversation list', () => {
  test('rename, pin (pinned first), search by message text, and export as Markdown and JSON', async ({ page }) => {
    const user = await newSignedInUser(page);
    await storedConversation(page.request, user, 'Talk about marmalade sandwiches');
    await storedConversation(page.request, user, 'Plan a trip to Kyoto');
    await storedConversation(page.request, user, 'A third, newest talk');
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.openHistory();
    const items = chat.history.getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText('A third, newest talk');

    // Rename from the item's menu: Enter saves.
    await chat.history.getByRole('button', { name: 'More actions: Plan a trip to Kyoto' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const name = chat.history.getByRole('textbox', { name: 'Conversation name' });
    await name.fill('Kyoto in spring');
    await name.press('Enter');
    await expect(chat.historyItem('Kyoto in spring')).toBeVisible();

    // Pin the oldest: it moves to the top, under "Pinned".
    await chat.history.getByRole('button', { name: 'More actions: Talk about marmalade sandwiches' }).click();
    await page.getByRole('menuitem', { name: 'Pin to top' }).click();
    await expect(items.first()).toContainText('Talk about marmalade sandwiches');
    await expect(chat.history.getByRole('heading', { name: 'Pinned' })).toBeVisible();

    // Search reads titles and messages: the offline engine's answer holds "configured".
    const search = chat.history.getByRole('textbox', { name: 'Search conversations' });
    await search.fill('KYOTO');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Kyoto in spring');
    await search.fill('no such words anywhere');
    await expect(chat.history.getByText('No conversation contains “no such words anywhere”.')).toBeVisible();
    await search.fill('');
    await expect(items).toHaveCount(3);

    // Export the renamed one.
    await chat.history.getByRole('button', { name: 'More actions: Kyoto in spring' }).click();
    const markdown = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export as Markdown' }).click();
    const md = await markdown;
    expect(md.suggestedFilename()).toBe('Kyoto in spring.md');
    const text = await readFile((await md.path())!, 'utf8');
    expect(text).toContain('# Kyoto in spring');
    expect(text).toContain('## You\n\nPlan a trip to Kyoto');
    expect(text).toContain('No AI model is configured');

    await chat.history.getByRole('button', { name: 'More actions: Kyoto in spring' }).click();
    const json = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export as JSON' }).click();
    const exported = JSON.parse(await readFile((await (await json).path())!, 'utf8')) as {
      title: string;
      messages: Array<{ question: string }>;
    };
    expect(exported.title).toBe('Kyoto in spring');
    expect(exported.messages.map((message) => message.question)).toEqual(['Plan a trip to Kyoto']);

    // It all holds after a reload: the server keeps the name and the pin.
    await page.reload();
    await chat.openHistory();
    await expect(items.first()).toContainText('Talk about marmalade sandwiches');
    await expect(chat.historyItem('Kyoto in spring')).toBeVisible();
  });
});
