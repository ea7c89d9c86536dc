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
      await write.newButton().click();
      // The new document has opened (the one open before keeps its text).
      await expect(write.title()).toHaveValue('Untitled document');
      await expect(write.title()).toBeFocused();
      await write.title().fill(title);
      await write.body().click();
      await page.keyboard.type(text);
      await write.waitSaved();
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
    await write.newButton().click();
    await expect(write.title()).toBeFocused();
    await write.title().fill('春茶笔记');
    await write.body().click();
    await page.keyboard.type('明前龙井，清香扑鼻。');
    await write.waitSaved();
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
});
