import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './AppShell.ts';

/** PDF translation: /file/translate (the form, my translations, the viewer). */
export class TranslatePage {
  readonly app: AppShell;

  constructor(readonly page: Page) {
    this.app = new AppShell(page);
  }

  async goto(): Promise<void> {
    await this.app.goto('/file/translate');
    await expect(this.app.heading(/^(PDF translation|PDF 翻译)$/)).toBeVisible({ timeout: 15_000 });
  }

  button(name: string | RegExp): Locator {
    return this.app.main.getByRole('button', { name });
  }

  /** The hidden file input behind the drop zone. */
  fileInput(): Locator {
    return this.app.main.locator('input[type=file]');
  }

  startPage(): Locator {
    return this.app.main.getByRole('spinbutton', { name: /^(Start page|起始页)$/ });
  }

  endPage(): Locator {
    return this.app.main.getByRole('spinbutton', { name: /^(End page|结束页)$/ });
  }

  thumbnail(page: number): Locator {
    return this.app.main.getByRole('button', { name: new RegExp(`^(Page ${page}\\b|第 ${page} 页)`) });
  }

  tasks(): Locator {
    return this.app.main.getByRole('list', { name: /^(My translations|我的翻译)$/ });
  }

  task(fileName: string): Locator {
    return this.tasks().getByRole('listitem').filter({ hasText: fileName });
  }
}
