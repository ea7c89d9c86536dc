import { expect, type Locator, type Page } from '@playwright/test';
import { openingMotionDone } from '../support/motion.ts';
import type { Language } from './LoginDialog.ts';

const tabs = {
  en: {
    profile: 'Profile',
    account: 'Account',
    general: 'General',
    personalization: 'Personalization',
    shared: 'Published chats',
    about: 'About',
  },
  zh_CN: {
    profile: '个人资料',
    account: '账户',
    general: '通用',
    personalization: '个性化',
    shared: '已发布的对话',
    about: '关于',
  },
} as const;

const SECTION = /^(settings section|设置项)$/i;

const cropper = {
  en: { title: 'Crop avatar', rotateLeft: 'Rotate left', rotateRight: 'Rotate right', confirm: /^confirm$/i },
  zh_CN: { title: '裁剪头像', rotateLeft: '向左旋转', rotateRight: '向右旋转', confirm: /^确\s?定$/ },
} as const;

/** The settings dialog's Profile, Account, Personalization and About tabs, and the avatar cropper. */
export class SettingsDialog {
  readonly dialog: Locator;
  readonly cropper: Locator;

  constructor(
    readonly page: Page,
    readonly language: Language = 'en',
  ) {
    this.dialog = page.getByRole('dialog', { name: /^(settings|设置)$/i });
    this.cropper = page.getByRole('dialog', { name: cropper[language].title });
  }

  /** Through the user menu, as a person would; returns the tab it opened on. */
  async open(): Promise<string | null> {
    const menuButton = this.page.getByRole('button', { name: /open menu|打开菜单/i });
    if (await menuButton.isVisible()) await menuButton.click();
    await this.page
      .locator('#app-sidebar')
      .getByRole('button', { name: /account menu|账户菜单/i })
      .click();
    await this.page.getByRole('menuitem', { name: /^(settings|设置)$/i }).click();
    // A tab clicked while the dialog zooms in can be missed (see openingMotionDone).
    await openingMotionDone(this.dialog);
    if (await this.isPhone()) return (await this.sectionSelect().innerText()).trim();
    return this.dialog.getByRole('tab', { selected: true }).textContent();
  }

  tab(name: keyof (typeof tabs)['en']): Locator {
    return this.dialog.getByRole('tab', { name: tabs[this.language][name] });
  }

  /** On a phone a select takes the place of the tab list. */
  sectionPicker(): Locator {
    return this.dialog.getByRole('combobox', { name: SECTION });
  }

  /** The select around the picker, which shows the current section. */
  sectionSelect(): Locator {
    return this.dialog.locator('.ant-select').filter({ has: this.page.getByRole('combobox', { name: SECTION }) });
  }

  private isPhone(): Promise<boolean> {
    return this.sectionPicker().isVisible();
  }

  async show(name: keyof (typeof tabs)['en']): Promise<void> {
    const label = tabs[this.language][name];
    if (await this.isPhone()) {
      await this.sectionSelect().click();
      await this.page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: label })
        .click();
      await expect(this.sectionSelect()).toHaveText(label);
      return;
    }
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  // Profile
  avatar(): Locator {
    return this.dialog.getByTestId('profile-avatar');
  }

  async chooseAvatarFile(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.dialog.getByTestId('avatar-file').setInputFiles(file);
  }

  cropperButton(name: 'rotateLeft' | 'rotateRight' | 'confirm'): Locator {
    return this.cropper.getByRole('button', { name: cropper[this.language][name] });
  }

  preview(): Locator {
    return this.cropper.getByTestId('avatar-preview');
  }

  /** The preview canvas as a data URL, to tell one crop from another. */
  previewPixels(): Promise<string> {
    return this.preview().evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
  }

  // Published chats
  /**
   * The popover (a Popconfirm) a button opened, once it has finished opening: the one the button
   * names in aria-describedby while it is open, so never another row's or another dialog's.
   */
  async popoverOf(button: Locator): Promise<Locator> {
    await expect(button).toHaveAttribute('aria-describedby', /\S/);
    const id = (await button.getAttribute('aria-describedby'))!.trim().split(/\s+/).pop()!;
    // The id is on the popover's content (role tooltip); the motion's classes are on the popover.
    const popover = this.page.locator('.ant-popover').filter({ has: this.page.locator(`[id="${id}"]`) });
    await openingMotionDone(popover);
    return popover;
  }

  // Personalization
  customInstructions(): Locator {
    return this.dialog.getByTestId('custom-instructions');
  }

  customSwitch(): Locator {
    return this.dialog.getByRole('switch');
  }

  counter(): Locator {
    return this.dialog.locator('.ant-input-data-count');
  }

  saveButton(): Locator {
    return this.dialog.getByRole('button', { name: /^(save|保\s?存)$/i });
  }
}
