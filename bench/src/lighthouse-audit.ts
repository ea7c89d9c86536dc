import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** The flags the brief for this bench names: Debian's Chromium, headless, nothing running beside the page. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export type Auditor = {
  /** One Lighthouse navigation (default mobile emulation, performance only) of `url`, on `page`. */
  audit: (url: string) => Promise<Result>;
  page: Page;
  close: () => Promise<void>;
};

/** Debian's Chromium through chrome-launcher, with Puppeteer attached to the same browser. */
export async function startAuditor(): Promise<Auditor> {
  const chrome: LaunchedChrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    ...(process.env.BENCH_LH_CHROME_PORT ? { port: Number(process.env.BENCH_LH_CHROME_PORT) } : {}),
  });
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    const audit = async (url: string) => {
      // A busy machine now and then loses the trace's start (NO_NAVSTART); Lighthouse's own advice
      // is to run again, so one failed run is retried before it counts as a failure.
      for (let attempt = 1; ; attempt++) {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          undefined,
          page,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        if (!result.lhr.runtimeError) return result.lhr;
        if (attempt === 2) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
      }
    };
    const opened = browser;
    const close = async () => {
      await opened.disconnect();
      chrome.kill();
    };
    return { audit, page, close };
  } catch (error) {
    await browser?.disconnect();
    chrome.kill();
    throw error;
  }
}

/**
 * Puts the session where the web app keeps it (the auth store persisted to localStorage, the
 * shape e2e/support/session.ts writes too) before the audited navigation. Lighthouse's storage
 * reset clears caches, service workers and cache storage but not localStorage, so every audited
 * load is cold yet signed in.
 */
export async function signIn(page: Page, origin: string, token: string, user: Record<string, unknown>) {
  await page.goto(`${origin}/api/health`);
  await page.evaluate(
    (session: string) => localStorage.setItem('inkstone.auth', session),
    JSON.stringify({ state: { token, user }, version: 0 }),
  );
}

/**
 * Whether the page Lighthouse left behind is the one meant: still at `url` (no redirect to the
 * home or error page), still holding the session, and showing `marker`, a text only the
 * signed-in page can show (the stored question; the user's nickname in the account menu).
 */
export async function isSignedInPage(page: Page, url: string, marker: string): Promise<string | null> {
  if (!marker) return 'no text to recognise the signed-in page by';
  if (page.url() !== url) return `ended at ${page.url()}`;
  const state = await page.evaluate(() => ({
    session: localStorage.getItem('inkstone.auth') ?? '',
    text: document.body.textContent ?? '',
  }));
  if (!state.session.includes('"token":"')) return 'the session was cleared';
  if (!state.text.includes(marker)) return `"${marker}" is not on the page`;
  return null;
}
