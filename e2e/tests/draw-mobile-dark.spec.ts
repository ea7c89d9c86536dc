import { expect, test, type Locator, type Page } from '@playwright/test';
import { DrawPage } from '../pages/Draw.ts';
import { newSignedInUser } from '../support/session.ts';

const WIDTH = 375;
const HEIGHT = 740;
const DRAWN = { timeout: 30_000 };

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
const paintedBehind = (target: Locator) =>
  target.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (color && !color.endsWith(', 0)') && color !== 'transparent') return color;
    }
    return getComputedStyle(document.body).backgroundColor;
  });
const textColour = (target: Locator) => target.evaluate((element) => getComputedStyle(element).color);

/** Nothing on the page is wider than the screen, and each control lies inside it. */
async function fitsTheScreen(page: Page, controls: Locator[]) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  for (const control of controls) {
    await expect(control).toBeVisible();
    const box = await control.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= WIDTH, `${control.toString()} at ${JSON.stringify(box)}`).toBe(
      true,
    );
  }
}

// The drawing flow of the browser suite, again on a phone in dark mode (issue 9's "done when").
test.describe('drawing at 375 px in dark mode', () => {
  test.use({ viewport: { width: WIDTH, height: HEIGHT }, isMobile: true, hasTouch: true });

  test('draws, upscales and shows the allowance, all on screen and dark', async ({ page }) => {
    await darkMode(page);
    await newSignedInUser(page);
    const draw = new DrawPage(page);
    await draw.goto();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // The allowance is there before anything is drawn.
    await expect(draw.allowance).toContainText('3 of 3 drawings left today');
    await fitsTheScreen(page, [draw.input, draw.send, draw.ratio('16:9'), draw.allowance]);
    expect(luminance(await paintedBehind(draw.input))).toBeLessThan(0.3);
    expect(luminance(await textColour(draw.allowance))).toBeGreaterThan(0.45);

    await draw.ratio('4:3').tap();
    await draw.input.fill('a yellow kite over green hills');
    await draw.send.tap();
    const grid = draw.tasks.and(page.locator('[data-action="CREATE"]'));
    await expect(grid.getByTestId('draw-prompt')).toHaveText('a yellow kite over green hills --ar 4:3');
    const size = await draw.naturalSize(draw.image(grid));
    expect(Math.abs(size.width / size.height - 4 / 3)).toBeLessThan(0.02);
    await expect(draw.allowance).toContainText('2 of 3 drawings left today');

    // The picture, its buttons and the card fit; the card is dark with light words.
    const image = draw.image(grid);
    await fitsTheScreen(page, [
      grid,
      image,
      grid.getByRole('button', { name: 'U1' }),
      grid.getByRole('button', { name: 'V4' }),
      grid.getByRole('link', { name: /download/i }),
    ]);
    expect(luminance(await paintedBehind(grid))).toBeLessThan(0.3);
    expect(luminance(await textColour(grid.getByTestId('draw-prompt')))).toBeGreaterThan(0.6);

    // An upscale, tapped: its slot fills and it is not counted.
    await grid.getByRole('button', { name: 'U1' }).tap();
    const slot = grid.getByTestId('expand-slot-1');
    await expect(slot).toHaveAttribute('data-state', 'done', DRAWN);
    // A tap leaves no tooltip stuck over the buttons.
    await expect(page.locator('.ant-tooltip:not(.ant-tooltip-hidden)')).toHaveCount(0);
    expect((await draw.naturalSize(slot.getByRole('img'))).width).toBeGreaterThan(0);
    await expect(draw.allowance).toContainText('2 of 3 drawings left today');
    await fitsTheScreen(page, [slot, draw.input]);
  });

  test('says the allowance in Chinese too', async ({ page }) => {
    await darkMode(page);
    await newSignedInUser(page, { language: 'zh_CN' });
    const draw = new DrawPage(page);
    await draw.goto();
    await expect(draw.allowance).toContainText('今日还可绘画 3 次（共 3 次）');
    await expect(draw.allowance).toContainText('放大（U1–U4）不计次数');
    await fitsTheScreen(page, [draw.input, draw.send, draw.allowance]);
  });
});
