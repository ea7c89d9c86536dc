/// <reference lib="dom" />
import type { Page } from 'playwright-core';

/**
 * What the long-chat bench measures inside the page. Long tasks are collected from before the
 * app's first script (an init script), so the open is covered too; frames are timed with
 * requestAnimationFrame while the list is scrolled by a fixed step per frame, which is what a
 * reader flinging through the conversation asks of the page.
 */

type Probe = { longTasks: number[] };
declare global {
  interface Window {
    __longChat?: Probe;
  }
}

/** An init script: stores the session where the app reads it and starts the long-task observer. */
export async function installProbe(page: Page, auth: unknown): Promise<void> {
  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await page.addInitScript((session) => {
    localStorage.setItem('inkstone.auth', JSON.stringify({ state: session, version: 0 }));
    localStorage.setItem('inkstone.language', JSON.stringify({ state: { language: 'en' }, version: 0 }));
    const probe: Probe = { longTasks: [] };
    window.__longChat = probe;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  }, auth);
}

/** Milliseconds from navigation start until the text `mark` is inside the message list's viewport. */
export async function timeUntilVisible(page: Page, mark: string, timeoutMs: number): Promise<number> {
  const handle = await page.waitForFunction(
    (text) => {
      const list = document.querySelector('[data-testid="message-list"]');
      if (!list) return false;
      const box = list.getBoundingClientRect();
      for (const row of list.querySelectorAll('[data-role="answer"]')) {
        if (!row.textContent?.includes(text)) continue;
        const rect = row.getBoundingClientRect();
        if (rect.bottom > box.top && rect.top < box.bottom) return performance.now();
      }
      return false;
    },
    mark,
    { polling: 'raf', timeout: timeoutMs },
  );
  return (await handle.jsonValue()) as number;
}

/** Where an open's time went, in milliseconds from navigation start (NaN for what did not happen). */
export type OpenSteps = {
  /** The first paint of anything (the app's shell). */
  firstPaintMs: number;
  /** The newest history page: when it was asked for and when its answer had arrived. */
  historyAskedMs: number;
  historyAnsweredMs: number;
};

/**
 * The steps of the open just measured, from the page's own timings: a late history request
 * points at the code before it, a late show after a prompt answer at the rendering after it.
 */
export function openSteps(page: Page): Promise<OpenSteps> {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-paint')[0];
    const history = performance
      .getEntriesByType('resource')
      .find((entry) => /\/api\/cli\/chatgpt\/v1\/page\b/.test(entry.name)) as PerformanceResourceTiming | undefined;
    return {
      firstPaintMs: paint?.startTime ?? Number.NaN,
      historyAskedMs: history?.startTime ?? Number.NaN,
      historyAnsweredMs: history?.responseEnd ?? Number.NaN,
    };
  });
}

/** Scrolls to the top until the text `mark` (the first turn) is in the list; answers the time it took. */
export async function loadAllHistory(page: Page, mark: string, timeoutMs: number): Promise<number> {
  return page.evaluate(
    ({ text, limit }) =>
      new Promise<number>((resolve, reject) => {
        const list = document.querySelector<HTMLElement>('[data-testid="message-list"]')!;
        const started = performance.now();
        const step = () => {
          if (list.textContent?.includes(text)) return resolve(performance.now() - started);
          if (performance.now() - started > limit) return reject(new Error(`"${text}" never appeared`));
          list.scrollTop = 0;
          requestAnimationFrame(step);
        };
        step();
      }),
    { text: mark, limit: timeoutMs },
  );
}

export type ScrollPass = { frames: number[]; longTasks: number[]; distance: number };

/**
 * From the top to the end of the list, `stepPx` per frame: the time between frames and the
 * long tasks that happened meanwhile. The end is where scrolling stops moving the list.
 */
export async function scrollPass(page: Page, stepPx: number): Promise<ScrollPass> {
  await page.evaluate(() => {
    document.querySelector<HTMLElement>('[data-testid="message-list"]')!.scrollTop = 0;
  });
  await page.waitForTimeout(1500);
  return page.evaluate(
    (step) =>
      new Promise<ScrollPass>((resolve) => {
        const list = document.querySelector<HTMLElement>('[data-testid="message-list"]')!;
        const probe = window.__longChat!;
        const firstTask = probe.longTasks.length;
        const frames: number[] = [];
        let last = performance.now();
        let still = 0;
        let previousTop = list.scrollTop;
        const start = previousTop;
        const tick = (now: number) => {
          frames.push(now - last);
          last = now;
          const top = list.scrollTop;
          still = top === previousTop ? still + 1 : 0;
          previousTop = top;
          if (still >= 5) {
            // Long tasks are reported after they end: give the last one a moment to arrive.
            setTimeout(
              () =>
                resolve({
                  frames: frames.slice(1),
                  longTasks: probe.longTasks.slice(firstTask),
                  distance: top - start,
                }),
              300,
            );
            return;
          }
          list.scrollTop = top + step;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame((now) => {
          last = now;
          list.scrollTop = start + step;
          requestAnimationFrame(tick);
        });
      }),
    stepPx,
  );
}

/** Rows of the list in the DOM and elements under it: virtualization keeps both small. */
export function domSize(page: Page): Promise<{ rows: number; nodes: number }> {
  return page.evaluate(() => {
    const list = document.querySelector('[data-testid="message-list"]')!;
    return { rows: list.querySelectorAll('[data-role]').length, nodes: document.querySelectorAll('*').length };
  });
}

/** Every long task since the page loaded (milliseconds each). */
export function longTasksSoFar(page: Page): Promise<number[]> {
  return page.evaluate(() => [...window.__longChat!.longTasks]);
}
