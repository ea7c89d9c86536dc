import { expect, test } from '@playwright/test';
import { NotebookDetailPage } from '../pages/NotebookDetail.ts';
import { chatBodies } from '../support/chat-api.ts';
import { NotebooksPage } from '../pages/Notebooks.ts';
import { newSignedInUser, signInAs, signUp } from '../support/session.ts';

/**
 * The notebook's whole loop (issue [notebooks] "Done when") in Chinese: create a notebook, add
 * pasted text and an uploaded file, ask, follow a citation to its passage, mention a source with
 * `@`, save the answer as a note, generate a FAQ and a mind map, and share it with a second
 * account that finds it under "Shared with me" as a viewer who cannot delete a source. Then the
 * loop's key steps at 375 px, where the three panels are tabs.
 */

const PHONE = { width: 375, height: 740 };

const GREAT_WALL = {
  title: '长城简介',
  body:
    '长城是中国古代的军事防御工程，东西绵延两万多千米。' +
    '长城始建于春秋战国时期，秦始皇统一六国后把各国的长城连接起来。' +
    '今天人们看到的砖石长城大多是明朝修筑的。',
};
/** A small text file, uploaded as a file source (no internet in the browser tests, so no web page). */
const TEA_FILE = {
  name: '茶叶笔记.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from(
    '绿茶采摘后很快杀青，所以没有发酵。红茶在干燥之前经过揉捻和完全发酵，颜色更深，味道更浓。' +
      '乌龙茶是半发酵茶，介于绿茶和红茶之间。',
  ),
};

test.describe('the notebook loop, in Chinese', () => {
  test('create, add text and a file, ask, cite, @-mention, save a note, studio, share with a viewer', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const owner = await newSignedInUser(page, { language: 'zh_CN' });
    const reader = await signUp(page.request);
    const sent = chatBodies(page);
    const list = new NotebooksPage(page);
    await list.goto();
    await list.create('中国历史', '🏯');
    await list.card('中国历史').getByRole('link', { name: '中国历史' }).click();
    await expect(page).toHaveURL(/\/notebook\/[^/]+$/);

    const notebook = new NotebookDetailPage(page);
    await expect(notebook.heading()).toContainText('中国历史');
    await notebook.addText(GREAT_WALL.title, GREAT_WALL.body);
    await notebook.addFile(TEA_FILE);
    await notebook.closeDialog();
    await notebook.waitLearned(GREAT_WALL.title);
    await notebook.waitLearned(TEA_FILE.name);

    // A question; its citation opens the cited passage of the uploaded file.
    const answer = await notebook.ask('红茶在干燥之前要经过什么处理？');
    await notebook.citations(answer).first().click();
    await expect(notebook.sourceView()).toBeVisible();
    await expect(notebook.panel('view').getByRole('heading', { name: TEA_FILE.name })).toBeVisible();
    await expect(notebook.citedPassage().first()).toContainText('发酵');
    await notebook.panel('view').getByRole('button', { name: '关闭来源' }).click();

    // Saved as a note, with its citation.
    await notebook.saveAnswer(answer).click();
    const saved = notebook.note(/发酵/);
    await expect(saved).toBeVisible();
    await expect(saved.getByRole('button', { name: new RegExp(`^来源 1：${TEA_FILE.name}`) })).toBeVisible();

    // Leave the Great Wall out, then @-mention it: it is chosen again and shows as a chip; the
    // saved note, mentioned too, goes in as the question's quote.
    await notebook.row(GREAT_WALL.title).getByRole('checkbox').uncheck();
    const menu = await notebook.mention('@长城');
    await expect(menu.getByRole('option', { name: GREAT_WALL.title })).toHaveAttribute('aria-selected', 'true');
    await notebook.composer().press('Enter');
    await expect(notebook.mentionChips()).toContainText(`@${GREAT_WALL.title}`);
    await expect(notebook.row(GREAT_WALL.title).getByRole('checkbox')).toBeChecked();
    await expect(notebook.composer()).toHaveValue('');
    const notes = await notebook.mention('@');
    await notes.getByRole('group', { name: '笔记' }).getByRole('option').first().click();
    await expect(notebook.panel('chat').getByTestId('composer-quote')).toContainText('发酵');
    const second = await notebook.ask('长城是什么时候开始修建的？');
    expect(sent.at(-1)).not.toHaveProperty('sourceIds');
    expect(String(sent.at(-1)?.quoteInfo)).toContain('发酵');
    await expect(notebook.mentionChips()).toHaveCount(0);
    await notebook.citations(second).first().click();
    await expect(notebook.citedPassage().first()).toContainText('长城');
    await notebook.panel('view').getByRole('button', { name: '关闭来源' }).click();

    // The studio, with no model configured: an extracted FAQ that says so, then a mind map.
    await notebook.studio(/^生成：常见问题$/).click();
    const faq = notebook.note(/常见问题/);
    await expect(faq).toContainText('未使用 AI 模型提取', { timeout: 30_000 });
    await notebook.studio(/^生成：思维导图$/).click();
    const map = notebook.note(/思维导图/);
    await expect(map.getByRole('button', { name: /^打开/ })).toBeEnabled({ timeout: 30_000 });
    await map.getByRole('button', { name: /^打开/ }).click();
    const mapDialog = page.getByRole('dialog', { name: '思维导图' });
    await expect(mapDialog.getByRole('tree')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mapDialog).toHaveCount(0);

    // Shared with a second account as a viewer.
    await list.goto();
    await list.share('中国历史', reader.email, 'viewer');
    await page.keyboard.press('Escape');

    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const readerPage = await context.newPage();
    await signInAs(readerPage, reader, { language: 'zh_CN' });
    const theirs = new NotebooksPage(readerPage);
    await theirs.goto();
    await theirs.tab('shared').click();
    const card = theirs.card('中国历史');
    await expect(card).toContainText('查看者');
    await expect(card).toContainText(`所有者：${String(owner.user.nickname ?? '')}`);
    await card.getByRole('link').first().click();
    const inside = new NotebookDetailPage(readerPage);
    await inside.waitLearned(GREAT_WALL.title);
    // The viewer reads the notes, but cannot delete (or add) a source.
    await expect(inside.note(/已保存的回答/)).toContainText('发酵');
    await expect(inside.panel('sources').getByRole('button', { name: /添加来源/ })).toHaveCount(0);
    await inside
      .row(GREAT_WALL.title)
      .getByRole('button', { name: `${GREAT_WALL.title} 的更多操作` })
      .click();
    await expect(readerPage.getByRole('menuitem', { name: '查看' })).toBeVisible();
    await expect(readerPage.getByRole('menuitem', { name: '删除' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('the notebook loop at 375 px, in Chinese', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the panels are tabs: add sources, ask, cite, save a note and generate a FAQ', async ({ page }) => {
    test.setTimeout(120_000);
    const user = await newSignedInUser(page, { language: 'zh_CN' });
    const notebook = new NotebookDetailPage(page);
    const id = await notebook.createNotebook(user.token, '手机笔记', '📱');
    await notebook.goto(id);

    // Three tabs, one panel at a time.
    for (const name of ['sources', 'view', 'chat'] as const) await expect(notebook.tab(name)).toBeVisible();
    await expect(notebook.tab('sources')).toHaveAttribute('aria-selected', 'true');
    await expect(notebook.panel('chat')).toBeHidden();
    await notebook.addText(GREAT_WALL.title, GREAT_WALL.body);
    await notebook.addFile(TEA_FILE);
    await notebook.closeDialog();
    await notebook.waitLearned(GREAT_WALL.title);
    await notebook.waitLearned(TEA_FILE.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Ask from the chat tab; a citation turns to the view at the passage.
    await notebook.tab('chat').click();
    await expect(notebook.panel('sources')).toBeHidden();
    const menu = await notebook.mention('@茶');
    await menu.getByRole('option', { name: TEA_FILE.name }).click();
    await expect(notebook.mentionChips()).toContainText(`@${TEA_FILE.name}`);
    const answer = await notebook.ask('乌龙茶是什么茶？');
    await notebook.saveAnswer(answer).click();
    await notebook.citations(answer).first().click();
    await expect(notebook.tab('view')).toHaveAttribute('aria-selected', 'true');
    await expect(notebook.citedPassage().first()).toContainText('乌龙茶');

    // Back to the notes: the saved answer is there; the studio writes a FAQ.
    await notebook.panel('view').getByRole('button', { name: '关闭来源' }).click();
    await expect(notebook.note(/乌龙茶/)).toBeVisible();
    await notebook.studio(/^生成：常见问题$/).click();
    await expect(notebook.note(/常见问题/)).toContainText('未使用 AI 模型提取', { timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
