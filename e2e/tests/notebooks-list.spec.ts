import { expect, test } from '@playwright/test';
import { NotebookDetailPage } from '../pages/NotebookDetail.ts';
import { NotebooksPage } from '../pages/Notebooks.ts';
import { newSignedInUser, signInAs, signUp } from '../support/session.ts';

const PHONE = { width: 375, height: 740 };

test.describe('the notebook list at /notebook', () => {
  test('a new user sees the empty state, creates, renames and deletes notebooks; a blank name sends nothing', async ({
    page,
  }) => {
    await newSignedInUser(page);
    const notebooks = new NotebooksPage(page);
    await notebooks.goto();
    await expect(notebooks.intro()).toContainText('citations');
    await expect(notebooks.tab('mine')).toHaveAttribute('aria-selected', 'true');

    // A blank name: the SPEC message, the button stays disabled, and nothing goes to the server.
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/cli/notebook/v1/create')) creates.push(request.url());
    });
    await notebooks.createButton().click();
    await notebooks.nameField().fill('   ');
    await expect(notebooks.dialog().getByText('Value is required')).toBeVisible();
    await expect(notebooks.submitButton()).toBeDisabled();
    await notebooks.nameField().press('Enter');
    await notebooks.nameField().fill('x'.repeat(101));
    await expect(notebooks.dialog().getByText('The name must not exceed 100 characters')).toBeVisible();
    await expect(notebooks.submitButton()).toBeDisabled();
    expect(creates).toHaveLength(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await notebooks.create('Reading notes', '📚');
    await notebooks.create('量子力学笔记');
    // The newest comes first, after the create card.
    await expect(notebooks.cards()).toHaveText([/量子力学笔记/, /Reading notes/]);
    await expect(notebooks.card('Reading notes')).toContainText('📚');
    await expect(notebooks.card('Reading notes')).toContainText('0 sources');

    await notebooks.rename('Reading notes', 'Reading list');
    await notebooks.delete('量子力学笔记');
    await expect(notebooks.cards()).toHaveText([/Reading list/]);

    // What the server holds, after a reload.
    await page.reload();
    await expect(notebooks.cards()).toHaveText([/Reading list/]);

    // A card opens its notebook.
    await notebooks.card('Reading list').getByRole('link', { name: 'Reading list' }).click();
    await expect(page).toHaveURL(/\/notebook\/[^/]+$/);
  });

  test('a notebook shared with a second user shows under "Shared with me" as viewer, without delete', async ({
    page,
    browser,
  }) => {
    const owner = await newSignedInUser(page);
    const reader = await signUp(page.request);
    const notebooks = new NotebooksPage(page);
    await notebooks.goto();
    await notebooks.create('Team handbook', '🗂️');
    const share = await notebooks.share('Team handbook', reader.email, 'viewer');
    const member = share.getByTestId('notebook-member').filter({ hasText: reader.email });
    await expect(member).toContainText('Viewer');
    await page.keyboard.press('Escape');

    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const readerPage = await context.newPage();
    await signInAs(readerPage, reader);
    const theirs = new NotebooksPage(readerPage);
    await theirs.goto();
    await expect(theirs.intro()).toBeVisible();
    await theirs.tab('shared').click();
    await expect(readerPage).toHaveURL(/\?scope=shared$/);
    const card = theirs.card('Team handbook');
    await expect(card).toContainText('Viewer');
    await expect(card).toContainText(`Owner: ${String(owner.user.nickname ?? '')}`);
    // A viewer gets no card menu at all, so nothing to delete with.
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(readerPage.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);

    // Inside, the viewer reads the owner's source but can neither add nor remove one.
    const notebookId = (await card.getByRole('link').first().getAttribute('href'))!.split('/').pop()!;
    await new NotebookDetailPage(page).addTextSource(
      owner.token,
      notebookId,
      'Office hours',
      'The office opens at nine.',
    );
    await card.getByRole('link').first().click();
    const inside = new NotebookDetailPage(readerPage);
    await inside.waitLearned('Office hours');
    await expect(inside.panel('sources').getByRole('button', { name: /Add source/ })).toHaveCount(0);
    await inside.row('Office hours').getByRole('button', { name: 'More actions for Office hours' }).click();
    await expect(readerPage.getByRole('menuitem', { name: 'View' })).toBeVisible();
    await expect(readerPage.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
    await context.close();

    // The owner sees the reader's name in the list once they joined, and can take access back.
    await page.reload();
    const again = await notebooks.openMenu('Team handbook');
    await again.getByRole('menuitem', { name: 'Share' }).click();
    const dialog = notebooks.dialog();
    await dialog.getByRole('button', { name: `Remove access for ${reader.email}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'no longer see' });
    await confirm.getByRole('button', { name: 'Remove access' }).click();
    await expect(dialog.getByText('Not shared with anyone yet.')).toBeVisible();
  });
});

test.describe('on a 375px phone, in Chinese', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the list, its empty state and the create dialog fit the screen and speak Chinese', async ({ page }) => {
    await newSignedInUser(page, { language: 'zh_CN' });
    const notebooks = new NotebooksPage(page);
    await notebooks.goto();
    await expect(notebooks.app.heading('智能体工作室')).toBeVisible();
    await expect(notebooks.intro()).toContainText('引用');
    await expect(notebooks.tab('shared')).toBeVisible();

    await notebooks.createButton().click();
    await notebooks.nameField().fill(' ');
    await expect(notebooks.dialog().getByText('此项为必填项')).toBeVisible();
    await notebooks.nameField().fill('读书笔记');
    await notebooks.submitButton().click();
    await expect(notebooks.card('读书笔记')).toContainText('0 个资料来源');
    const box = await notebooks.card('读书笔记').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // In dark mode the cards take the dark surface, their names a light text.
    await notebooks.turnOnDarkMode();
    if (await notebooks.app.isCollapsed().then((collapsed) => !collapsed)) await notebooks.app.toggleButton().click();
    const card = notebooks.card('读书笔记');
    const background = await card.evaluate((element) => getComputedStyle(element).backgroundColor);
    const text = await card.getByRole('link').evaluate((element) => getComputedStyle(element).color);
    const light = (colour: string) =>
      colour
        .match(/\d+/g)!
        .slice(0, 3)
        .map(Number)
        .reduce((a, b) => a + b, 0) / 3;
    expect(light(background)).toBeLessThan(80);
    expect(light(text)).toBeGreaterThan(180);
    await page.screenshot({ path: test.info().outputPath('notebooks-phone-zh-dark.png') });
  });
});
