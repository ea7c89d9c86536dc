import { expect, type Locator, type Page } from '@playwright/test';
import { openingMotionDone } from '../support/motion.ts';

/** The sidebar, the mobile top bar and the user menu around every page. */
export class AppShell {
  readonly sidebar: Locator;
  readonly nav: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.locator('#app-sidebar');
    this.nav = this.sidebar.getByRole('navigation');
    this.main = page.locator('main#main');
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.sidebar).toBeAttached();
  }

  heading(name: string | RegExp): Locator {
    return this.main.getByRole('heading', { level: 3, name });
  }

  navLink(name: string | RegExp): Locator {
    return this.nav.getByRole('link', { name });
  }

  async navigate(name: string | RegExp): Promise<void> {
    await this.navLink(name).click();
  }

  toggleButton(): Locator {
    return this.sidebar.getByRole('button', { name: /collapse sidebar|expand sidebar|收起侧边栏|展开侧边栏/i });
  }

  mobileMenuButton(): Locator {
    return this.page.getByRole('button', { name: /open menu|打开菜单/i });
  }

  async isCollapsed(): Promise<boolean> {
    return (await this.sidebar.getAttribute('data-collapsed')) === 'true';
  }

  async openUserMenu(): Promise<Locator> {
    await this.sidebar.getByRole('button', { name: /account menu|账户菜单/i }).click();
    const menu = this.page.getByRole('menu').first();
    // Its items are clicked next: not while the dropdown is still sliding in (e2e/support/motion.ts).
    await openingMotionDone(this.page.locator('.ant-dropdown').filter({ has: menu }));
    return menu;
  }

  async chooseFromUserMenu(name: string | RegExp): Promise<void> {
    const menu = await this.openUserMenu();
    await menu.getByRole('menuitem', { name }).click();
  }

  async switchLanguage(to: 'zh_CN' | 'en'): Promise<void> {
    const menu = await this.openUserMenu();
    const language = menu.getByRole('menuitem', { name: /^(language|语言)/i });
    const option = this.page.getByRole('menuitem', { name: to === 'zh_CN' ? '简体中文' : 'English' });
    // The list is a submenu that opens on hover. A hover that lands while the menu is still
    // animating in can miss it, and a click on a list that never opened waits forever: point again
    // until it shows.
    await expect(async () => {
      await language.hover();
      await expect(option).toBeVisible({ timeout: 1_500 });
    }).toPass({ timeout: 15_000 });
    await option.click();
  }

  /** A dialog's rendered width, once its opening animation has settled. */
  async settledWidth(dialog: Locator): Promise<number> {
    let previous = -1;
    for (;;) {
      const width = Math.round((await dialog.boundingBox())?.width ?? 0);
      if (width === previous) return width;
      previous = width;
      await this.page.waitForTimeout(150);
    }
  }

  /** A dialog's rendered height, once its opening animation has settled. */
  async settledHeight(dialog: Locator): Promise<number> {
    let previous = -1;
    for (;;) {
      const height = Math.round((await dialog.boundingBox())?.height ?? 0);
      if (height === previous) return height;
      previous = height;
      await this.page.waitForTimeout(150);
    }
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.ant-message-notice').filter({ hasText: text });
  }
}
