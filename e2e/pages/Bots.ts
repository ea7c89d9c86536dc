import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './AppShell.ts';

/** The bot pages: Discover (/bot/discover), My bots (/bot/mybot) and the editor (/bot/create, /bot/update/:id). */
export class BotsPage {
  readonly app: AppShell;

  constructor(readonly page: Page) {
    this.app = new AppShell(page);
  }

  async gotoDiscover(search = ''): Promise<void> {
    await this.app.goto(`/bot/discover${search}`);
    await expect(this.app.heading('Discover')).toBeVisible();
  }

  async gotoMine(): Promise<void> {
    await this.app.goto('/bot/mybot');
    await expect(this.app.heading('My Bots')).toBeVisible();
  }

  async gotoCreate(): Promise<void> {
    await this.app.goto('/bot/create');
    await expect(this.app.heading('Create a bot')).toBeVisible();
  }

  /** A Discover card, by the bot's name. */
  discoverCard(name: string): Locator {
    return this.app.main.getByTestId('bot-card').and(this.page.getByRole('article', { name, exact: true }));
  }

  /** A My bots card, by the bot's name. */
  myCard(name: string): Locator {
    return this.app.main.getByTestId('my-bot-card').and(this.page.getByRole('article', { name, exact: true }));
  }

  searchBox(): Locator {
    return this.app.main.getByRole('searchbox', { name: 'Search bots by name' });
  }

  async search(text: string): Promise<void> {
    await this.searchBox().fill(text);
    await this.searchBox().press('Enter');
  }

  tab(name: string): Locator {
    return this.app.main.getByRole('tab', { name, exact: true });
  }

  field(label: string): Locator {
    return this.app.main.getByLabel(label, { exact: true });
  }

  submit(name: 'Create' | 'Save'): Locator {
    return this.app.main.getByRole('button', { name, exact: true });
  }

  /** The editor's Data report tab, opened; it waits for the server's answer (figures or "no use yet"). */
  async openReport(): Promise<Locator> {
    await this.tab('Data report').click();
    const report = this.app.main.getByRole('region', { name: 'Data report' });
    await expect(report.getByText(/^Refreshed every half hour/)).toBeVisible();
    return report;
  }

  /** Fills the configuration's name and prompt, creates the bot and waits for its editor. */
  async create(name: string, prompt: string, more: { description?: string; greeting?: string } = {}): Promise<void> {
    await this.field('Name').fill(name);
    if (more.description) await this.field('Description').fill(more.description);
    await this.field('Prompt').fill(prompt);
    if (more.greeting) await this.field('Greeting').fill(more.greeting);
    await expect(this.submit('Create')).toBeEnabled();
    await this.submit('Create').click();
    await expect(this.page).toHaveURL(/\/bot\/update\/[^/]+$/);
    await expect(this.app.heading(name)).toBeVisible();
  }

  /** The editor's Knowledge tab, opened. */
  async openKnowledge(): Promise<Locator> {
    await this.tab('Knowledge').click();
    const add = this.app.main.getByRole('button', { name: 'Add sources' });
    await expect(add).toBeVisible();
    return add;
  }

  knowledgeRow(name: string): Locator {
    return this.app.main.getByTestId('source-row').filter({ hasText: name });
  }

  /** The add dialog, opened from the Knowledge tab when it is not open yet, on one of its tabs. */
  private async addDialog(tab: 'Text' | 'Files'): Promise<Locator> {
    const dialog = this.page.getByRole('dialog');
    if (!(await dialog.isVisible())) await this.app.main.getByRole('button', { name: 'Add sources' }).click();
    // The dialog opens with an animation: a click during it may not reach the tab, so click until it is chosen.
    const chosen = dialog.getByRole('tab', { name: tab, exact: true });
    await expect(async () => {
      await chosen.click();
      await expect(chosen).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
    }).toPass();
    return dialog;
  }

  /** Pastes a text source; the dialog stays open for more until closed. */
  async addText(title: string, body: string): Promise<void> {
    const dialog = await this.addDialog('Text');
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Content', { exact: true }).fill(body);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(this.knowledgeRow(title)).toBeVisible();
  }

  /** Uploads a file source; the dialog stays open until closed. */
  async addFile(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const dialog = await this.addDialog('Files');
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await expect(this.knowledgeRow(file.name)).toBeVisible({ timeout: 15_000 });
  }

  async closeDialog(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }

  async waitLearned(name: string): Promise<void> {
    await expect(this.knowledgeRow(name).getByTestId('source-status')).toHaveText('Learned', { timeout: 30_000 });
  }

  /** One of the report's figures for the period (conversations, questions, users, …). */
  figure(report: Locator, key: 'conversations' | 'questions' | 'users'): Locator {
    return report.getByTestId(`figure-${key}`).locator('dd');
  }
}
