import { expect, type Locator, type Page } from '@playwright/test';

type Seen = { progress: number[]; slots: Record<string, string[]> };
declare global {
  interface Window {
    __drawSeen?: Seen;
  }
}

/** The drawing page (/common/draw): prompt box, ratio picker, image bag and the task cards. */
export class DrawPage {
  readonly composer: Locator;
  readonly input: Locator;
  readonly send: Locator;
  readonly fileInput: Locator;
  readonly bag: Locator;
  readonly hint: Locator;
  readonly tasks: Locator;
  /** Today's drawing allowance under the prompt box ("2 of 3 drawings left today"). */
  readonly allowance: Locator;

  constructor(readonly page: Page) {
    this.composer = page.getByTestId('draw-composer');
    this.input = this.composer.getByRole('textbox');
    this.send = this.composer.getByRole('button', { name: /^(draw|生成)$/i });
    this.fileInput = page.getByTestId('draw-file-input');
    this.bag = this.composer.getByTestId('bag-item');
    this.hint = page.getByTestId('draw-hint');
    this.tasks = page.getByTestId('draw-task');
    this.allowance = page.getByTestId('draw-allowance');
  }

  /**
   * Records what the page shows over time (every progress value, every expand-slot state), so a
   * test can assert a state that passes quickly, such as progress below 100 or a pending slot.
   */
  async recordProgress(): Promise<void> {
    await this.page.addInitScript(() => {
      const seen: Seen = { progress: [], slots: {} };
      window.__drawSeen = seen;
      const scan = () => {
        document.querySelectorAll('[data-testid="draw-progress"]').forEach((bar) => {
          const value = Number(bar.getAttribute('aria-valuenow'));
          if (seen.progress[seen.progress.length - 1] !== value) seen.progress.push(value);
        });
        document.querySelectorAll('[data-testid^="expand-slot-"]').forEach((slot) => {
          const key = slot.getAttribute('data-testid')!;
          const states = (seen.slots[key] ??= []);
          const state = slot.getAttribute('data-state') ?? '';
          if (states[states.length - 1] !== state) states.push(state);
        });
      };
      new MutationObserver(scan).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow', 'data-state'],
      });
    });
  }

  seen(): Promise<Seen> {
    return this.page.evaluate(() => window.__drawSeen ?? { progress: [], slots: {} });
  }

  async goto(): Promise<void> {
    await this.page.goto('/common/draw');
    await expect(this.input).toBeVisible();
  }

  ratio(value: '1:1' | '4:3' | '16:9'): Locator {
    return this.composer.getByText(value, { exact: true });
  }

  task(text: string | RegExp): Locator {
    return this.tasks.filter({ has: this.page.getByTestId('draw-prompt').filter({ hasText: text }) });
  }

  image(task: Locator): Locator {
    return task.getByTestId('draw-result-image');
  }

  /** The rendered picture's natural size, once it has loaded (drawing included: the machine may be slow). */
  async naturalSize(image: Locator): Promise<{ width: number; height: number }> {
    await expect(image).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    return image.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
  }
}
