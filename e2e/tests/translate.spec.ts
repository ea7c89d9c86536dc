import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { serverMessages } from '@inkstone/contract/messages';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { TranslatePage } from '../pages/Translate.ts';
import { newSignedInUser } from '../support/session.ts';

/** What the server stamps on each page when no translation model is configured: the notice in the target language. */
const OFFLINE_NOTICE = serverMessages.zh_CN['translate.offlineNotice'];

/** A small English paper: `pages` pages of paragraphs in Helvetica, made here with pdf-lib. */
async function paper(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Section ${n}`, { x: 72, y: 760, size: 18, font });
    const lines = [
      `This is the paragraph of page ${n}. It explains how the method works in practice`,
      'and why the results hold for documents of every length and layout.',
    ];
    lines.forEach((line, i) => page.drawText(line, { x: 72, y: 720 - i * 16, size: 11, font }));
  }
  return Buffer.from(await doc.save());
}

/** The text of every page of a PDF, read back with pdf.js in Node. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  // verbosity 0: pdf.js in Node would warn that it has no standard font files, which text needs not.
  const doc = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return texts;
}

async function pickPaper(translate: TranslatePage, name: string, pages: number) {
  await translate.fileInput().setInputFiles({ name, mimeType: 'application/pdf', buffer: await paper(pages) });
  await expect(translate.app.main.getByText(new RegExp(`${name} · [\\d.]+ KB · ${pages} pages`))).toBeVisible();
}

/** Dark mode as the user menu's switch stores it (SPEC §3 header.isDark), before the app loads. */
const darkMode = (page: Page) =>
  page.addInitScript(() =>
    localStorage.setItem('inkstone.settings', JSON.stringify({ state: { header: { isDark: true } }, version: 1 })),
  );

/** Relative luminance (0 black … 1 white) of a CSS rgb() colour. */
const luminance = (rgb: string) => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('PDF translation', () => {
  test('uploads a paper, follows it to done, downloads the translation and views it beside the original', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await newSignedInUser(page);
    const translate = new TranslatePage(page);
    await translate.goto();
    await expect(translate.app.main.getByText(/pages left today/)).toBeVisible();

    await pickPaper(translate, 'paper.pdf', 4);
    // pdf.js really drew the pages in the browser (its worker served by us).
    await expect(translate.thumbnail(1).locator('canvas')).toHaveAttribute('data-drawn', 'true');
    await expect(translate.startPage()).toHaveValue('1');
    await expect(translate.endPage()).toHaveValue('4');

    // SPEC §5 before sending: the end must be above the start.
    await translate.endPage().fill('1');
    await translate.endPage().blur();
    await expect(translate.app.main.getByText('The end page must be above the start page')).toBeVisible();
    // Picked on the thumbnails instead: pages 1 to 3.
    await translate.thumbnail(1).click();
    await translate.thumbnail(3).click();
    await expect(translate.endPage()).toHaveValue('3');
    await expect(translate.app.main.getByText('The end page must be above the start page')).toHaveCount(0);

    await translate.button('Translate 3 pages').click();
    const task = translate.task('paper.pdf');
    await expect(task).toBeVisible({ timeout: 20_000 });
    await expect(task.getByText('Page 3 of 3')).toBeVisible({ timeout: 60_000 });
    await expect(task.getByText('Done')).toBeVisible();
    // No model in this suite: the server says so and stamps each page rather than invent a translation.
    await expect(task.getByText(/No translation model is configured on this server/)).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      task.getByRole('button', { name: /Download translation/ }).click(),
    ]);
    // The server names the file (Content-Disposition) after the original, the language and the kind.
    expect(download.suggestedFilename()).toBe('paper.zh_CN.mono.pdf');
    const bytes = new Uint8Array(await readFile((await download.path())!));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const texts = await pageTexts(bytes);
    // The range's pages only, each with its original text kept and the notice stamped on it.
    expect(texts).toHaveLength(3);
    texts.forEach((text, i) => {
      expect(text).toContain(`Section ${i + 1}`);
      expect(text).toContain(OFFLINE_NOTICE);
    });

    await task.getByRole('button', { name: /View side by side/ }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByRole('img', { name: 'Original · Page 1' })).toHaveAttribute('data-drawn', 'true');
    await expect(viewer.getByRole('img', { name: 'Translation · Page 1' })).toHaveAttribute('data-drawn', 'true');
    await page.keyboard.press('Tab');
    await viewer.getByRole('button', { name: /Next page/ }).click();
    await expect(viewer.getByText('Page 2 (2 of 3)')).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Translation · Page 2' })).toHaveAttribute('data-drawn', 'true');
  });

  test('on a 375px phone in dark mode the viewer stacks the pages and nothing scrolls sideways', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await darkMode(page);
    await newSignedInUser(page);
    const translate = new TranslatePage(page);
    await translate.goto();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await pickPaper(translate, 'short.pdf', 2);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(375);
    // The form's panel is dark, its text light; the page thumbnails stay white paper.
    const form = translate.app.main.getByRole('region', { name: 'New translation' });
    expect(luminance(await form.evaluate((element) => getComputedStyle(element).backgroundColor))).toBeLessThan(0.3);
    expect(luminance(await form.evaluate((element) => getComputedStyle(element).color))).toBeGreaterThan(0.6);
    await translate.button('Translate 2 pages').click();
    const task = translate.task('short.pdf');
    await expect(task.getByText('Done')).toBeVisible({ timeout: 60_000 });
    await task.getByRole('button', { name: /View side by side/ }).click();
    const viewer = page.getByRole('dialog');
    const original = viewer.getByRole('img', { name: 'Original · Page 1' });
    const translation = viewer.getByRole('img', { name: 'Translation · Page 1' });
    await expect(translation).toHaveAttribute('data-drawn', 'true');
    const [top, bottom] = [await original.boundingBox(), await translation.boundingBox()];
    expect(bottom!.y).toBeGreaterThan(top!.y + top!.height - 1);
    expect(bottom!.x + bottom!.width).toBeLessThanOrEqual(375);
  });
});
