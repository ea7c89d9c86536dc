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
}
