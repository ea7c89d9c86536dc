import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './AppShell.ts';

/** The voice recorder: /record-list (recorder, upload, list) and /record-details?id=… (player, transcript, minutes). */
export class VoicePage {
  readonly app: AppShell;

  constructor(readonly page: Page) {
    this.app = new AppShell(page);
  }

  async gotoList(): Promise<void> {
    await this.app.goto('/record-list');
    await expect(this.app.heading(/^(Recordings|录音)$/)).toBeVisible({ timeout: 15_000 });
  }

  button(name: string | RegExp): Locator {
    return this.app.main.getByRole('button', { name });
  }

  timer(): Locator {
    return this.app.main.getByRole('timer', { name: /Time recorded|已录时长/ });
  }

  list(): Locator {
    return this.app.main.getByRole('list', { name: /^(Recordings|录音)$/ });
  }

  entry(title: string | RegExp): Locator {
    return this.list().getByRole('listitem').filter({ hasText: title });
  }

  transcript(): Locator {
    return this.app.main.getByRole('list', { name: /^(Transcript|转写文字)$/ });
  }

  minutes(): Locator {
    return this.app.main.getByRole('region', { name: /^(Minutes|会议纪要)$/ });
  }

  /** An option of the open antd select (its aria listbox copy is hidden; the visible list is not a11y-named). */
  selectOption(label: string): Locator {
    return this.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label });
  }

  player(): Locator {
    return this.app.main.locator('audio');
  }
}
