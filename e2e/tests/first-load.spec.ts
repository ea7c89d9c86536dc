import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from '../pages/Chat.ts';
import { newSignedInUser } from '../support/session.ts';

/**
 * The pages run under a content policy that allows no `eval` (platform/http/security.ts). Code that
 * tries it anyway is refused by the browser, which reports a violation and logs an error on every
 * load: zod probes for `new Function` the first time it checks an object, unless told not to.
 */
test('a signed-in first load of the home page and a chat breaks no rule of the content policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`),
    );
  });
  await newSignedInUser(page);
  for (const path of ['/notebook', '/bot/c/-1']) {
    // The user, the settings and the notebook list (or the chat's models) are answers checked
    // against their schemas: once the page shows and the network is quiet, they all were.
    if (path === '/notebook') {
      await page.goto(path);
      await expect(page.getByTestId('notebooks-intro')).toBeVisible();
    } else await new ChatPage(page).goto(path);
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? []);
    expect([...violations, ...seen], path).toEqual([]);
  }
});

/**
 * antd makes a component's styles in the browser the first time it renders, unless the build's
 * first-load stylesheet holds them (apps/web/vite.config.ts, antdFirstLoadStyles): what the home
 * page shows at once is in it, so its first render only sets antd's theme variables.
 */
test('the home page renders without making antd component styles in the browser', async ({ page }) => {
  await newSignedInUser(page);
  await page.goto('/notebook');
  await expect(page.getByTestId('notebooks-intro')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(2);
  const made = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-css-hash]'))
      .map((style) => style.textContent ?? '')
      // A rule of variables only (`selector{--ant-…:…;…}`) is the theme's; anything else is a style.
      .filter((css) => !/^([^{}]+\{(--[\w-]+:[^;{}]*;?)*\})+$/.test(css.trim()))
      .map((css) => css.slice(0, 80)),
  );
  expect(made).toEqual([]);
});

/** Holds back the files matching `pattern` until the function it answers is called. */
async function holdFiles(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The list's call does not wait for the code that draws the list (features/notebooks/NotebookListPage.tsx). */
test('the home page asks for the notebook list while the list code is still on its way', async ({ page }) => {
  await newSignedInUser(page);
  const release = await holdFiles(page, /\/assets\/NotebookHome-[^/]*\.js$/);
  const listAsked = page.waitForRequest((request) => request.url().includes('/api/cli/notebook/v1/page'), {
    timeout: 10_000,
  });
  await page.goto('/notebook');
  expect((await listAsked).postDataJSON()).toMatchObject({ scope: 'mine', current: 1 });
  release();
  await expect(page.getByTestId('notebooks-intro')).toBeVisible();
});

/**
 * A signed-in first load of the home page sends the list's call from the page's head
 * (scripts/early-requests-boot.ts), so it does not wait for the app's code at all; the app then
 * takes that answer as its own and does not ask again.
 */
test('the home page asks for its list before the app code has loaded, and only once', async ({ page }) => {
  await newSignedInUser(page);
  const release = await holdFiles(page, /\/assets\/index-[^/]*\.js$/);
  const lists: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/cli/notebook/v1/page')) lists.push(request.postDataJSON());
  });
  const listAsked = page.waitForRequest((request) => request.url().includes('/api/cli/notebook/v1/page'), {
    timeout: 10_000,
  });
  await page.goto('/notebook', { waitUntil: 'commit' });
  expect((await listAsked).postDataJSON()).toEqual({ scope: 'mine', current: 1, size: 24 });
  release();
  await expect(page.getByTestId('notebooks-intro')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(lists).toHaveLength(1);
});
