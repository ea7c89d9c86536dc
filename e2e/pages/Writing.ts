import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './AppShell.ts';

/** The writing studio at /editor/write: the document list, the opened document and its history. */
export class WritingPage {
  readonly app: AppShell;

  constructor(readonly page: Page) {
    this.app = new AppShell(page);
  }

  async goto(search = ''): Promise<void> {
    await this.app.goto(`/editor/write${search}`);
  }

  list(): Locator {
    return this.page.getByRole('navigation', { name: /^(Documents|文档)$/ });
  }

  newButton(): Locator {
    return this.list().getByRole('button', { name: /New document|新建文档/ });
  }

  search(): Locator {
    return this.list().getByRole('textbox', { name: /Search titles and text|搜索标题和正文/ });
  }

  entry(title: string): Locator {
    return this.list().getByRole('listitem').filter({ hasText: title });
  }

  title(): Locator {
    return this.page.getByRole('textbox', { name: /^(Title|标题)$/ });
  }

  body(): Locator {
    return this.page.getByRole('textbox', { name: /^(Document text|文档正文)$/ });
  }

  tool(name: RegExp | string): Locator {
    return this.page.getByRole('toolbar').getByRole('button', { name });
  }

  saveStatus(): Locator {
    return this.page.getByTestId('save-status');
  }

  wordCount(): Locator {
    return this.page.getByTestId('word-count');
  }

  async waitSaved(): Promise<void> {
    await expect(this.saveStatus()).toHaveText(/(Saved|已保存)$/, { timeout: 15_000 });
  }

  async menu(title: string, item: RegExp): Promise<void> {
    await this.entry(title)
      .getByRole('button', { name: /Actions for|的操作/ })
      .click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  /** The AI tools beside the editor, their tab chosen. */
  async aiTools(): Promise<Locator> {
    await this.page
      .getByRole('group', { name: /Chat and AI tools|对话与 AI 工具/ })
      .getByText(/^(AI tools|AI 工具)$/)
      .click();
    return this.page.getByRole('complementary', { name: /AI writing tools|AI 写作工具/ });
  }

  /** The chat beside the editor (its tab is the first one shown). */
  chat(): Locator {
    return this.page.getByTestId('write-chat');
  }

  /**
   * A new document, once it has opened with its title ready to type (the one open before keeps
   * its text); then its title and text, each line typed as a paragraph, and saved.
   */
  async startDocument(options: { title?: string; lines?: string[] } = {}): Promise<void> {
    await this.newButton().click();
    await expect(this.title()).toHaveValue(/^(Untitled document|未命名文档)$/);
    await expect(this.title()).toBeFocused();
    if (options.title !== undefined) await this.title().fill(options.title);
    if (!options.lines?.length) return;
    await this.body().click();
    for (const [index, line] of options.lines.entries()) {
      if (index > 0) await this.page.keyboard.press('Enter');
      await this.page.keyboard.type(line);
    }
    await this.waitSaved();
  }
}
