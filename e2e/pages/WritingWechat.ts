import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Publishing a document to a WeChat Official Account, from the studio's WeChat style panel: the
 * account form, the article's fields and cover, and the publication's status line.
 */
export class WritingWechatPage {
  constructor(readonly page: Page) {}

  /** Opens the WeChat style panel over the open document, then its Official Account dialog. */
  async open(): Promise<Locator> {
    await this.page.getByRole('button', { name: /WeChat style|公众号样式/ }).click();
    const panel = this.page.getByRole('dialog', { name: /WeChat style|公众号样式/ });
    await panel.getByRole('button', { name: /(Official Account|公众号发布)$/ }).click();
    const dialog = this.dialog();
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    return dialog;
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: /Publish to a WeChat Official Account|发布到微信公众号/ });
  }

  async saveAccount(appId: string, appSecret: string): Promise<void> {
    const dialog = this.dialog();
    await dialog.getByLabel('AppID').fill(appId);
    await dialog.getByLabel('AppSecret').fill(appSecret);
    await dialog.getByRole('button', { name: /Save account|保存公众号/ }).click();
  }

  savedAccount(): Locator {
    return this.dialog().getByTestId('wechat-account-saved');
  }

  status(): Locator {
    return this.dialog().getByTestId('wechat-publication');
  }

  async uploadCover(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.dialog().getByTestId('wechat-cover-input').setInputFiles(file);
  }

  publishButton(): Locator {
    return this.dialog().getByRole('button', { name: /Publish to the Official Account|发布到公众号/ });
  }
}
