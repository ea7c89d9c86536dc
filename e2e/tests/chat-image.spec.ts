import { expect, test } from '@playwright/test';
import { ChatPage } from '../pages/Chat.ts';
import { newSignedInUser } from '../support/session.ts';

// The browser suite's server runs in demo mode: the drawing feature's offline generator draws.
test.describe('image answers in chat', () => {
  test('GPT Image 1 draws in the chat with progress, and the picture comes back from the history', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    // Every progress value the answer's bar shows while the picture is drawn.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { drawProgress: number[] }).drawProgress = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[data-role="answer"] [role="progressbar"]');
        if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });

    await chat.modelPicker.click();
    await chat.modelOption('GPT Image 1').first().click();
    await expect(chat.modelSelect).toContainText('GPT Image 1');
    const asked = page.waitForRequest((request) => request.url().includes('/api/cli/chatgpt/v1/sseImg'));
    await chat.send('a red fox in the snow');
    expect((await asked).postDataJSON()).toMatchObject({ prompt: 'a red fox in the snow', model: 'gpt-image-1' });

    const answer = await chat.waitForAnswer();
    const picture = answer.getByRole('img', { name: '1' });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100);
    await expect(answer.getByRole('link', { name: 'Download' })).toHaveAttribute('href', /^\/api\/files\/.+\.png\?/);
    await expect(answer.getByRole('progressbar')).toHaveCount(0);
    const progress = await page.evaluate(() => (window as unknown as { drawProgress: number[] }).drawProgress);
    expect(progress.length, `progress seen: ${progress.join(',')}`).toBeGreaterThan(0);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    // The picture opens in the lightbox.
    await answer.getByRole('button', { name: 'Open image 1' }).click();
    await expect(page.locator('.ant-image-preview-img')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.reload();
    await chat.openHistory();
    await chat.historyItem('a red fox in the snow').click();
    const reopened = await chat.waitForAnswer();
    await expect(chat.prompts().last()).toHaveText('a red fox in the snow');
    await expect(reopened.getByRole('img', { name: '1' })).toBeVisible();
    await expect(reopened.getByRole('link', { name: 'Download' })).toBeVisible();
  });

  test('a prompt the drawing rules refuse is not sent, is given back, and is said in Chinese', async ({ page }) => {
    await newSignedInUser(page, { language: 'zh_CN' });
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.modelPicker.click();
    await chat.modelOption('GPT Image 1').first().click();
    await chat.send('naked children');
    await expect(page.locator('.ant-message-notice')).toContainText('违反我们的内容规则');
    await expect(chat.input).toHaveValue('naked children');
    await expect(chat.answers()).toHaveCount(0);
  });
});
