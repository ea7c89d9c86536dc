import { expect, test } from '@playwright/test';
import { WritingPage } from '../pages/Writing.ts';
import { newSignedInUser } from '../support/session.ts';

const PHONE = { width: 375, height: 740 };

test.describe('the writing studio at /editor/write', () => {
  test('a writer starts and formats a document, finds it saved after a reload, and restores a Ctrl+S version', async ({
    page,
  }) => {
    test.slow();
    await newSignedInUser(page);
    const write = new WritingPage(page);
    await write.goto();
    await write.newButton().click();
    await expect(write.title()).toBeFocused();
    await write.title().fill('Tea notes');

    // Markdown shortcuts and the bar: a heading, then text; the autosave says where it stands.
    await write.body().click();
    await page.keyboard.type('## Oolong');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Oolong is half oxidized. 乌龙茶是半发酵茶。');
    await write.waitSaved();
    await expect(write.wordCount()).toHaveText(/^\d+ words$/);
    await page.keyboard.press('Enter');
    await write.tool('Bulleted list').click();
    await page.keyboard.type('Tieguanyin');
    await write.waitSaved();

    // Ctrl+S keeps this text as a version.
    await page.keyboard.press('Control+s');
    await write.waitSaved();

    // After a reload the same document opens from the address, with its text as Markdown-backed rich text.
    await page.reload();
    await expect(write.title()).toHaveValue('Tea notes', { timeout: 15_000 });
    await expect(write.body().getByRole('heading', { level: 2 })).toHaveText('Oolong');
    await expect(write.body().locator('li')).toHaveText('Tieguanyin');
    await expect(write.entry('Tea notes')).toContainText('乌龙茶');

    // A change, then the version from Ctrl+S brings the list item back.
    await write.body().locator('li').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' and Da Hong Pao');
    await write.waitSaved();
    await page.getByRole('button', { name: /History|历史/ }).click();
    const history = page.getByRole('dialog', { name: /Version history/ });
    await history
      .getByRole('button', { name: /Saved with Ctrl\+S/ })
      .first()
      .click();
    await expect(history.getByTestId('version-text')).toContainText('- Tieguanyin');
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await expect(write.body().locator('li')).toHaveText('Tieguanyin', { timeout: 15_000 });
  });

  test('search finds a document by its text; deleting moves it to the trash, from where it is restored', async ({
    page,
  }) => {
    await newSignedInUser(page);
    const write = new WritingPage(page);
    await write.goto();
    for (const [title, text] of [
      ['Green tea', 'Steamed leaves, fresh and grassy.'],
      ['Black tea', 'Fully oxidized leaves.'],
    ] as const) {
      await write.startDocument({ title, lines: [text] });
    }
    await write.search().fill('grassy');
    await expect(write.entry('Black tea')).toHaveCount(0);
    await expect(write.entry('Green tea')).toBeVisible();
    await write.search().fill('');

    await write.menu('Black tea', /Delete$/);
    await expect(write.entry('Black tea')).toHaveCount(0);
    await write
      .list()
      .getByRole('button', { name: /Trash$/ })
      .click();
    await write.menu('Black tea', /Restore$/);
    await write
      .list()
      .getByRole('button', { name: /Back to documents/ })
      .click();
    await expect(write.entry('Black tea')).toBeVisible();
  });

  test('on a phone in Chinese, the list and the document take the screen in turn', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await newSignedInUser(page, { language: 'zh_CN' });
    const write = new WritingPage(page);
    await write.goto();
    await write.newButton().click();
    await expect(write.list()).toBeHidden();
    await write.title().fill('春茶');
    await write.body().click();
    await page.keyboard.type('明前龙井，清香。');
    await write.waitSaved();
    await expect(write.wordCount()).toHaveText('6 字');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: '文档' }).click();
    await expect(write.entry('春茶')).toBeVisible();
    await context.close();
  });

  test('a poster of a Chinese document is painted on the server and downloads as PNG', async ({ page }) => {
    await newSignedInUser(page, { language: 'zh_CN' });
    const write = new WritingPage(page);
    await write.goto();
    await write.startDocument({ title: '春茶笔记', lines: ['明前龙井，清香扑鼻。'] });
    await page.keyboard.press('Control+a');
    await page.getByRole('button', { name: /海报/ }).click();
    const dialog = page.getByRole('dialog', { name: '制作海报' });
    await expect(dialog.getByRole('textbox').first()).toHaveValue('明前龙井，清香扑鼻。');
    const image = dialog.getByTestId('poster-image');
    await expect(image).toBeVisible({ timeout: 20_000 });
    // The picture is the server's PNG, 1080 wide, and it downloads under the document's title.
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1080);
    const download = page.waitForEvent('download');
    await dialog.getByRole('link', { name: /下载 PNG/ }).click();
    expect((await download).suggestedFilename()).toBe('春茶笔记.png');
  });

  test('a document is published to the web, read signed out, and taken down', async ({ page, browser }) => {
    await newSignedInUser(page);
    const write = new WritingPage(page);
    await write.goto();
    await write.startDocument({ title: 'Open letter', lines: ['Dear readers, thank you.'] });
    await page.getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish to the web' });
    await dialog.getByRole('button', { name: /Publish$/ }).click();
    const address = dialog.getByTestId('published-url');
    await expect(address).toHaveValue(/\/p\/[\w-]+$/);
    const url = await address.inputValue();

    // Someone without an account reads it.
    const stranger = await browser.newContext();
    const reader = await stranger.newPage();
    await reader.goto(url);
    await expect(reader.getByRole('heading', { name: 'Open letter' })).toBeVisible();
    await expect(reader.getByText('Dear readers, thank you.')).toBeVisible();
    expect(await reader.locator('meta[property="og:title"]').getAttribute('content')).toBe('Open letter');

    await dialog.getByRole('button', { name: 'Take the page down' }).click();
    await expect(dialog.getByRole('button', { name: /Publish$/ })).toBeVisible();
    expect((await reader.goto(url))?.status()).toBe(404);
    await stranger.close();
  });

  test('without an AI model, the tools and the wizard say so and change nothing', async ({ page }) => {
    await newSignedInUser(page);
    const write = new WritingPage(page);
    await write.goto();
    await write.startDocument({ lines: ['Oolong is half oxidized.'] });
    // Suggestions as you type stop after the first pause, the switch naming what to configure.
    await expect(write.tool(/Suggestions as you type need an AI model/)).toBeDisabled({ timeout: 15_000 });
    const ai = await write.aiTools();
    await ai.getByRole('button', { name: 'Polish' }).click();
    const result = ai.getByTestId('ai-result');
    await expect(result.getByText('No AI model is configured')).toBeVisible({ timeout: 15_000 });
    await expect(result.getByRole('button', { name: 'Insert below' })).toHaveCount(0);
    await expect(write.body()).toHaveText('Oolong is half oxidized.');

    await write
      .list()
      .getByRole('button', { name: /Write with the wizard/ })
      .click();
    const wizard = page.getByRole('dialog', { name: 'Writing wizard' });
    await wizard.getByRole('textbox').fill('A guide to oolong');
    await wizard.getByRole('button', { name: 'Suggest titles' }).click();
    await expect(wizard.getByText('No AI model is configured')).toBeVisible({ timeout: 15_000 });
    await expect(wizard.getByRole('radio')).toHaveCount(0);
  });

  test('the document is styled for WeChat and copied as inline-styled HTML', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await newSignedInUser(page);
    const write = new WritingPage(page);
    await write.goto();
    await write.startDocument({ lines: ['## Oolong', 'Half oxidized, fully loved.'] });
    await page.getByRole('button', { name: /WeChat style/ }).click();
    const panel = page.getByRole('dialog', { name: 'WeChat style' });
    const preview = panel.getByTestId('wechat-preview');
    await expect(preview.locator('h2')).toHaveText('Oolong', { timeout: 15_000 });
    await panel.getByRole('button', { name: /Copy for WeChat/ }).click();
    await expect(page.getByText('Copied. Paste it into the WeChat Official Account editor.')).toBeVisible();
    const html = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      return item ? await (await item.getType('text/html')).text() : '';
    });
    expect(html).toContain('Half oxidized, fully loved.');
    expect(html).toMatch(/<h2[^>]* style="/);
    expect(html).not.toMatch(/class=|<style|<script/);
    await context.close();
  });

  test('the chat beside the editor answers from the document, and Ctrl+L quotes a passage into it', async ({
    page,
  }) => {
    await newSignedInUser(page);
    const write = new WritingPage(page);
    await write.goto();
    await write.startDocument({ lines: ['Oolong is rolled by hand in Anxi.', 'Longjing is pan-fired in Hangzhou.'] });
    const chat = write.chat();
    await expect(chat.getByText('This chat reads your document as last saved.', { exact: false })).toBeVisible();
    const box = chat.getByRole('textbox');
    await box.fill('Where is oolong rolled by hand?');
    await box.press('Enter');
    // Without a model the offline engine quotes the document it was given, with a citation.
    await expect(chat.getByText(/Oolong is rolled by hand in Anxi/)).toBeVisible({ timeout: 15_000 });

    await write.body().getByText('Longjing is pan-fired in Hangzhou.').selectText();
    await page.keyboard.press('Control+l');
    await expect(chat.getByTestId('composer-quote')).toContainText('Longjing is pan-fired in Hangzhou.');
    await expect(box).toBeFocused();
  });
});
