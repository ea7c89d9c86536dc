import { expect, test, type Page } from '@playwright/test';
import { newSignedInUser } from '../support/session.ts';

/**
 * The first frame (scripts/first-frame.ts): the shell and the page's heading painted from
 * index.html while the app's JavaScript is still on its way. Each test holds the app's entry
 * script back, checks what is painted without it, lets it through, and checks that React's shell
 * lands exactly where the first frame was (no jump, no layout shift) in the same language and theme.
 */

type Box = { x: number; y: number; width: number; height: number };
/** Boxes as the page lays them out; the heading's is relative to <main>, see frame(). */
type Frame = { main: Box; heading: Box; headingText: string; link: Box | null; bar: Box | null; background: string };

/** Holds the entry script (assets/index-*.js) until `release` is called. */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Where the page area, the heading, the Agent Studio link and the phone's top bar are, and the
 * page's colour. The heading is measured from the top of <main>: the demo banner (this suite's
 * server has no AI provider) is the app's, drawn above <main> once the server's settings arrive.
 */
async function frame(page: Page): Promise<Frame> {
  const heading = page.locator('main h3').first();
  await expect(heading).toBeVisible();
  const link = page.locator('nav a[href="/notebook"]').first();
  const bar = page.locator('body header').first();
  const main = (await page.locator('main').boundingBox())!;
  const box = (await heading.boundingBox())!;
  return {
    main: { ...main, y: 0, height: 0 },
    heading: { ...box, y: box.y - main.y },
    headingText: await heading.innerText(),
    link: (await link.isVisible()) ? await link.boundingBox() : null,
    bar: (await bar.isVisible()) ? await bar.boundingBox() : null,
    background: await page.locator('main').evaluate((main) => {
      // The first painted colour behind the page: the shell's, else the body's.
      for (let element: Element | null = main; element; element = element.parentElement) {
        const colour = getComputedStyle(element).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)') return colour;
      }
      return '';
    }),
  };
}

const near = (a: Box | null, b: Box | null) => {
  expect(a === null, 'shown in one frame only').toBe(b === null);
  if (!a || !b) return;
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(a[key] - b[key])).toBeLessThanOrEqual(1);
};

/**
 * Loads /notebook with the entry held, returns the first frame and then React's frame, and the
 * layout shift seen. The demo banner (this suite's server has no AI provider) is closed beforehand:
 * it arrives with the server's settings, after React's first render, and pushes the page down
 * whatever the first frame did.
 */
async function bothFrames(page: Page): Promise<{ first: Frame; app: Frame; shift: number }> {
  await page.addInitScript(() =>
    localStorage.setItem('inkstone.dismissed', JSON.stringify({ state: { dismissed: { demoBanner: true } } })),
  );
  const release = await holdEntry(page);
  await page.goto('/notebook', { waitUntil: 'commit' });
  const first = await frame(page);
  await expect(page.locator('#app-sidebar')).toHaveCount(0); // React has not rendered yet
  release();
  await expect(page.locator('#app-sidebar')).toBeAttached();
  const app = await frame(page);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
  return { first, app, shift };
}

test('desktop, signed out, English: the shell and the heading are painted before the JavaScript runs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { first, app, shift } = await bothFrames(page);
  expect(first.headingText).toBe('Agent Studio');
  expect(app.headingText).toBe('Agent Studio');
  near(first.main, app.main);
  near(first.heading, app.heading);
  near(first.link, app.link);
  expect(first.link?.width).toBeGreaterThan(200); // the wide sidebar, with labels
  expect(first.background).toBe(app.background);
  expect(shift).toBeLessThan(0.01);
});

test('desktop, a narrowed sidebar stays narrow from the first frame', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() =>
    localStorage.setItem('inkstone.settings', JSON.stringify({ state: { slider: { isCollapse: true } }, version: 1 })),
  );
  const { first, app } = await bothFrames(page);
  expect(first.link?.width).toBeLessThan(64);
  near(first.link, app.link);
  near(first.heading, app.heading);
});

test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('signed in, Chinese, dark: the first frame is Chinese and dark, and React lands on it', async ({ page }) => {
    await newSignedInUser(page, { language: 'zh_CN' });
    await page.addInitScript(() =>
      localStorage.setItem('inkstone.settings', JSON.stringify({ state: { header: { isDark: true } }, version: 1 })),
    );
    const { first, app, shift } = await bothFrames(page);
    expect(first.headingText).toBe('智能体工作室');
    expect(app.headingText).toBe('智能体工作室');
    expect(first.link).toBeNull(); // the sidebar is closed on a phone
    near(first.bar, app.bar);
    near(first.main, app.main);
    near(first.heading, app.heading);
    expect(first.background).toBe(app.background);
    const [r = 255] = (first.background.match(/\d+/g) ?? []).map(Number);
    expect(r).toBeLessThan(60); // dark from the first paint
    // The list arriving under the heading (skeleton, then the intro) moves a little; measured 0.011.
    expect(shift).toBeLessThan(0.05);
  });
});
