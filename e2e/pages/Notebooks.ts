import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './AppShell.ts';

/** Either language's words, for controls a test reaches in English and in Chinese. */
const either = (en: string, zh: string) => new RegExp(`^(${en}|${zh.split('').join('\\s?')})$`);

/** The notebook list at /notebook: tabs, cards with their menus, and the dialogs they open. */
export class NotebooksPage {
  readonly app: AppShell;

  constructor(readonly page: Page) {
    this.app = new AppShell(page);
  }

  async goto(search = ''): Promise<void> {
    await this.app.goto(`/notebook${search}`);
  }

  intro(): Locator {
    return this.page.getByTestId('notebooks-intro');
  }

  tab(name: 'mine' | 'shared'): Locator {
    return this.app.main.getByRole('tab', {
      name: name === 'mine' ? either('My notebooks', '我的笔记本') : either('Shared with me', '与我共享'),
    });
  }

  cards(): Locator {
    return this.app.main.getByTestId('notebook-card');
  }

  card(name: string): Locator {
    return this.app.main.getByRole('article', { name, exact: true });
  }

  /** The create card of "My notebooks", or the empty state's button for a new user. */
  createButton(): Locator {
    return this.app.main
      .getByRole('button', { name: either('New notebook|Create a notebook', '新建笔记本|创建笔记本') })
      .first();
  }

  dialog(): Locator {
    return this.page.getByRole('dialog').last();
  }

  nameField(): Locator {
    return this.dialog().getByLabel(either('Name', '名称'));
  }

  emojiField(): Locator {
    return this.dialog().getByLabel(either('Emoji \\(optional\\)', '表情（可选）'));
  }

  submitButton(): Locator {
    return this.dialog().getByRole('button', { name: either('Create|Save', '创建|保存') });
  }

  async create(name: string, emoji?: string): Promise<void> {
    await this.createButton().click();
    await this.nameField().fill(name);
    if (emoji) await this.emojiField().fill(emoji);
    await expect(this.submitButton()).toBeEnabled();
    await this.submitButton().click();
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
    await expect(this.card(name)).toBeVisible();
  }

  /** Dark mode from the user menu (on a phone the sidebar opens from the top bar first). */
  async turnOnDarkMode(): Promise<void> {
    if (await this.app.mobileMenuButton().isVisible()) await this.app.mobileMenuButton().click();
    const menu = await this.app.openUserMenu();
    await menu.getByRole('menuitem', { name: /^(dark mode|深色模式)/i }).click();
    await expect(this.page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await this.page.keyboard.press('Escape');
  }

  menuButton(name: string): Locator {
    return this.card(name).getByRole('button');
  }

  menuItem(name: RegExp | string): Locator {
    return this.page.getByRole('menuitem', { name });
  }

  /** Opens a card's menu from the keyboard, as a keyboard user would. */
  async openMenu(name: string): Promise<Locator> {
    await this.menuButton(name).focus();
    await this.page.keyboard.press('Enter');
    const menu = this.page.getByRole('menu').last();
    await expect(menu).toBeVisible();
    return menu;
  }

  async rename(from: string, to: string): Promise<void> {
    const menu = await this.openMenu(from);
    await menu.getByRole('menuitem', { name: either('Rename', '重命名') }).click();
    await this.nameField().fill(to);
    await this.submitButton().click();
    await expect(this.card(to)).toBeVisible();
  }

  async delete(name: string): Promise<void> {
    const menu = await this.openMenu(name);
    await menu.getByRole('menuitem', { name: either('Delete', '删除') }).click();
    const confirm = this.page.getByRole('dialog').filter({ hasText: /sources and chats|资料来源和对话/ });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: either('Delete', '删除') }).click();
    await expect(this.card(name)).toHaveCount(0);
  }

  async share(name: string, email: string, role: 'viewer' | 'editor'): Promise<Locator> {
    const menu = await this.openMenu(name);
    await menu.getByRole('menuitem', { name: either('Share', '共享') }).click();
    const dialog = this.dialog();
    await dialog.getByLabel(either('Email address', '邮箱地址')).fill(email);
    if (role === 'editor') {
      await dialog.getByRole('combobox').click();
      await this.page.getByTitle(either('Editor', '编辑者')).click();
    }
    await dialog.getByRole('button', { name: either('Invite', '邀请') }).click();
    await expect(dialog.getByTestId('notebook-member').filter({ hasText: email })).toBeVisible();
    return dialog;
  }
}
