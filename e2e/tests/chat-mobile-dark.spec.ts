import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from '../pages/Chat.ts';
import { newSignedInUser } from '../support/session.ts';

const WIDTH = 375;
const HEIGHT = 740;

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

/** The colour actually painted behind an element: the first ancestor with an opaque background. */
const paintedBehind = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if (color && !color.endsWith(', 0)') && color !== 'transparent') return color;
      }
      return getComputedStyle(document.body).backgroundColor;
    });

// The chat flow of the browser suite, again on a phone in dark mode (issue 9's "done when").
test.describe('chat at 375 px in dark mode', () => {
  test.use({ viewport: { width: WIDTH, height: HEIGHT }, isMobile: true, hasTouch: true });

  test('asks, reads, edits, copies and opens the history, all on screen and dark', async ({ page }, testInfo) => {
    await darkMode(page);
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await chat.send('Hello from a phone');
    const answer = await chat.waitForAnswer();
    await expect(chat.answerText(answer)).toContainText('No AI model is configured');
    await expect(chat.title).toHaveText('Hello from a phone');

    // Dark: light text on a dark page, the composer and both messages included.
    expect(luminance(await paintedBehind(page, 'section[data-chat-page] [data-testid="message-list"]'))).toBeLessThan(
      0.25,
    );
    expect(
      luminance(await chat.answerText(answer).evaluate((element) => getComputedStyle(element).color)),
    ).toBeGreaterThan(0.6);
    expect(luminance(await paintedBehind(page, 'section[data-chat-page] textarea'))).toBeLessThan(0.3);

    // Fits: nothing wider than the screen; the composer and the message actions are on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    const composer = await chat.input.boundingBox();
    expect(composer && composer.y + composer.height).toBeLessThanOrEqual(HEIGHT);
    for (const target of [chat.prompts().first(), answer]) {
      const box = await target.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= WIDTH).toBe(true);
    }
    // Touch screens have no hover: one's own question shows its actions without one.
    const edit = chat.prompts().first().getByRole('button', { name: 'Edit question' });
    await expect(edit).toBeVisible();
    expect(await edit.evaluate((element) => Number(getComputedStyle(element.closest('[role="group"]')!).opacity))).toBe(
      1,
    );
    await expect(chat.action(answer, 'Copy')).toBeVisible();
    await testInfo.attach('chat-375-dark', { body: await page.screenshot(), contentType: 'image/png' });

    // Edit and resend by tapping.
    await edit.tap();
    const editor = chat.section.getByRole('textbox', { name: 'Edit your question' });
    await editor.fill('Hello again from a phone');
    await chat.section.getByRole('button', { name: 'Send', exact: true }).first().tap();
    await chat.waitForAnswer();
    await expect(chat.prompts()).toHaveText(['Hello again from a phone']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);

    // The history drawer fits the phone and is dark too; its item actions show without hover.
    await chat.openHistory();
    // (polled: the drawer slides in from the left)
    await expect
      .poll(async () => {
        const drawer = await chat.history.boundingBox();
        return Boolean(drawer && drawer.x >= 0 && drawer.x + drawer.width <= WIDTH);
      })
      .toBe(true);
    const more = chat.history.getByRole('button', { name: 'More actions: Hello from a phone' });
    await expect(more).toBeVisible();
    expect(await more.evaluate((element) => Number(getComputedStyle(element).opacity))).toBe(1);
    expect(luminance(await paintedBehind(page, '[role="dialog"] nav'))).toBeLessThan(0.25);
    await testInfo.attach('chat-history-375-dark', { body: await page.screenshot(), contentType: 'image/png' });
  });
});
