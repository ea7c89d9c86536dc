import { expect, test } from '@playwright/test';
import { WritingWechatPage } from '../pages/WritingWechat.ts';
import { WritingPage } from '../pages/Writing.ts';
import { FAKE_WECHAT_ACCOUNT } from '../support/fake-upstreams.ts';
import { pngFile } from '../support/images.ts';
import { newSignedInUser } from '../support/session.ts';

/**
 * Publishing a document to a WeChat Official Account (issue [writing] item 6), against the suite's
 * fake WeChat (support/fakes.ts): the account saved in the studio, the article published with an
 * uploaded cover, and its status followed until published, also after a reload.
 */
const PHONE = { width: 375, height: 740 };

test.describe('publishing to a WeChat Official Account', () => {
  test('a writer saves the account, publishes with a cover, and sees the status reach published', async ({ page }) => {
    test.slow();
    await newSignedInUser(page);
    const write = new WritingPage(page);
    await write.goto();
    await write.startDocument({ title: 'Spring tea', lines: ['Green tea picked before Qingming.'] });
    const wechat = new WritingWechatPage(page);
    const dialog = await wechat.open();

    await expect(dialog.getByText(/No Official Account is saved yet/)).toBeVisible();
    await wechat.saveAccount(FAKE_WECHAT_ACCOUNT.appId, FAKE_WECHAT_ACCOUNT.secret);
    await expect(wechat.savedAccount()).toHaveText(`Saved for ${FAKE_WECHAT_ACCOUNT.appId}`, { timeout: 15_000 });
    await expect(dialog.getByLabel('AppSecret')).toHaveCount(0);

    // The document has no picture: a cover is asked for, then uploaded through the files feature.
    await expect(dialog.getByText('The document has no picture: upload a cover.')).toBeVisible();
    await expect(wechat.publishButton()).toBeDisabled();
    await wechat.uploadCover(await pngFile('cover.png', { r: 15, g: 76, b: 129 }));
    await expect(dialog.getByText('Uploaded: cover.png')).toBeVisible({ timeout: 15_000 });
    await dialog.getByLabel('Author').fill('Inkstone');
    await wechat.publishButton().click();

    await expect(wechat.status()).toContainText(/WeChat is publishing it…|Published/, { timeout: 15_000 });
    await expect(wechat.status()).toContainText('Published', { timeout: 15_000 });
    await expect(wechat.status().getByRole('link', { name: 'Open the article' })).toHaveAttribute(
      'href',
      /^https:\/\/mp\.weixin\.qq\.com\//,
    );

    // After a reload the studio reads the stored publication: still published, WeChat not needed.
    await page.reload();
    await expect(write.title()).toHaveValue('Spring tea', { timeout: 15_000 });
    await wechat.open();
    await expect(wechat.status()).toContainText('Published', { timeout: 15_000 });
    await expect(wechat.savedAccount()).toHaveText(`Saved for ${FAKE_WECHAT_ACCOUNT.appId}`);
  });

  test('in Chinese on a dark phone, a wrong AppSecret is refused with WeChat’s reason and nothing is saved', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: PHONE, isMobile: true });
    const page = await context.newPage();
    // Dark mode as the user menu's switch stores it (SPEC §3 header.isDark), before the app loads.
    await page.addInitScript(() =>
      localStorage.setItem('inkstone.settings', JSON.stringify({ state: { header: { isDark: true } }, version: 1 })),
    );
    await newSignedInUser(page);
    const write = new WritingPage(page);
    await write.goto();
    await write.startDocument({ title: '春茶', lines: ['明前龙井，清香。'] });
    const wechat = new WritingWechatPage(page);
    const dialog = await wechat.open();
    await expect(dialog.getByText(/还没有保存公众号/)).toBeVisible();

    await wechat.saveAccount(FAKE_WECHAT_ACCOUNT.appId, '0'.repeat(32));
    await expect(dialog.getByRole('alert')).toContainText('微信拒绝了该 AppID 或 AppSecret', { timeout: 15_000 });
    await expect(wechat.savedAccount()).toHaveCount(0);
    await expect(wechat.status()).toHaveText('还没有发布到公众号。');
    // The dialog fits the phone's width, and the page does not scroll sideways.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });
});
