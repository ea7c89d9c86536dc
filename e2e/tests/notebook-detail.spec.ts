import { expect, test } from '@playwright/test';
import { NotebookDetailPage } from '../pages/NotebookDetail.ts';
import { chatBodies } from '../support/chat-api.ts';
import { NotebooksPage } from '../pages/Notebooks.ts';
import { newSignedInUser } from '../support/session.ts';

const PHONE = { width: 375, height: 740 };

const GREAT_WALL = {
  title: '长城简介',
  body:
    '长城是中国古代的军事防御工程，东西绵延两万多千米。' +
    '长城始建于春秋战国时期，秦始皇统一六国后把各国的长城连接起来。' +
    '今天人们看到的砖石长城大多是明朝修筑的。',
};
const TEA = {
  title: 'Tea notes',
  body:
    'Green tea is made from leaves that are heated soon after picking, so they are not oxidized. ' +
    'Black tea leaves are rolled and fully oxidized before drying, ' +
    'which gives them a darker colour and a stronger flavour. ' +
    'Oolong tea is partly oxidized and sits between the two.',
};

test.describe('one notebook at /notebook/:id', () => {
  test('Chinese and English sources are learned; the chat answers with citations that open the passage', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await newSignedInUser(page);
    const sent = chatBodies(page);
    const list = new NotebooksPage(page);
    await list.goto();
    await list.create('Travel research', '🧳');
    await list.card('Travel research').getByRole('link', { name: 'Travel research' }).click();
    await expect(page).toHaveURL(/\/notebook\/[^/]+$/);

    const notebook = new NotebookDetailPage(page);
    await expect(notebook.heading()).toContainText('Travel research');
    await expect(notebook.heading()).toContainText('🧳');
    await expect(notebook.panel('view')).toContainText('Add a source to start');
    await expect(notebook.panel('sources').getByTestId('sources-empty')).toBeVisible();

    // Two pasted texts, one in each language; both are learned with live status.
    await notebook.addText(GREAT_WALL.title, GREAT_WALL.body);
    await notebook.addText(TEA.title, TEA.body);
    await notebook.closeDialog();
    await notebook.waitLearned(GREAT_WALL.title);
    await notebook.waitLearned(TEA.title);
    await expect(notebook.panel('chat').getByTestId('chat-suggestions')).toContainText('Summarize');

    // An English question: the answer cites the tea notes; the citation opens the passage.
    const answer = await notebook.ask('How are black tea leaves processed before drying?');
    await expect(notebook.citations(answer).first()).toBeVisible();
    await notebook.citations(answer).first().click();
    await expect(notebook.sourceView()).toBeVisible();
    await expect(notebook.panel('view').getByRole('heading', { name: TEA.title })).toBeVisible();
    await expect(notebook.panel('view').getByTestId('source-glance')).toContainText(/tea/i);
    await expect(notebook.citedPassage().first()).toContainText('oxidized');
    await expect(notebook.citedPassage().first()).toBeFocused();
    expect(sent.at(-1)).toMatchObject({ features: 'notebook' });
    expect(sent.at(-1)).not.toHaveProperty('sourceIds');

    // Leave the tea notes out: the next question names only the Great Wall source, and is cited from it.
    await notebook.row(TEA.title).getByRole('checkbox').uncheck();
    const zh = await notebook.ask('长城是什么时候开始修建的？');
    const greatWallId = await notebook.row(GREAT_WALL.title).getAttribute('data-source-id');
    expect(sent.at(-1)?.sourceIds).toEqual([greatWallId]);
    await notebook.citations(zh).first().click();
    await expect(notebook.panel('view').getByRole('heading', { name: GREAT_WALL.title })).toBeVisible();
    await expect(notebook.citedPassage().first()).toContainText('长城');

    // The sources panel is resized from the keyboard, and stays that wide after a reload.
    const separator = notebook.separator('left');
    await expect(separator).toHaveAttribute('aria-valuenow', '370');
    await separator.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(separator).toHaveAttribute('aria-valuenow', '402');
    const box = await notebook.panel('sources').boundingBox();
    expect(Math.round(box!.width)).toBe(402);
    await page.reload();
    await expect(notebook.separator('left')).toHaveAttribute('aria-valuenow', '402');
    await expect(notebook.separator('chat')).toHaveAttribute('aria-valuenow', '336');
  });

  test('an unknown notebook says so in both languages', async ({ page }) => {
    await newSignedInUser(page);
    const notebook = new NotebookDetailPage(page);
    await notebook.goto('no-such-notebook');
    await expect(page.getByTestId('notebook-missing')).toContainText('Notebook not found');
    await notebook.app.switchLanguage('zh_CN');
    await expect(page.getByTestId('notebook-missing')).toContainText('找不到这个笔记本');
  });

  test('at 375 px the panels are tabs, in Chinese: add a source, ask, and a citation turns to the view', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    const user = await newSignedInUser(page, { language: 'zh_CN' });
    const notebook = new NotebookDetailPage(page);
    const id = await notebook.createNotebook(user.token, '历史笔记', '🏯');
    await notebook.goto(id);

    await expect(notebook.tab('sources')).toHaveAttribute('aria-selected', 'true');
    await expect(notebook.panel('chat')).toBeHidden();
    await expect(notebook.separator('left')).toHaveCount(0);
    await notebook.addText(GREAT_WALL.title, GREAT_WALL.body);
    await notebook.closeDialog();
    await notebook.waitLearned(GREAT_WALL.title);
    // Nothing spills sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await notebook.tab('chat').click();
    await expect(notebook.panel('chat')).toBeVisible();
    await expect(notebook.panel('sources')).toBeHidden();
    const answer = await notebook.ask('秦始皇对长城做了什么？');
    await notebook.citations(answer).first().click();
    await expect(notebook.tab('view')).toHaveAttribute('aria-selected', 'true');
    await expect(notebook.citedPassage().first()).toBeVisible();
    await expect(notebook.citedPassage().first()).toContainText('长城');

    // Dark mode reaches the panels (antd's tokens).
    await new NotebooksPage(page).turnOnDarkMode();
    const background = await notebook.panel('view').evaluate((element) => getComputedStyle(element).backgroundColor);
    const [red = 255, green = 255, blue = 255] = background.match(/\d+/g)!.map(Number);
    expect(red + green + blue).toBeLessThan(150);
    await expect(notebook.citedPassage().first()).toBeVisible();

    // Tabs follow the arrow keys.
    await notebook.tab('view').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(notebook.tab('sources')).toHaveAttribute('aria-selected', 'true');
    await expect(notebook.tab('sources')).toBeFocused();
  });

  test('the sample notebook: an answer saved as a note, and the studio writes a FAQ and a mind map', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await newSignedInUser(page);
    const list = new NotebooksPage(page);
    await list.goto();
    await list.intro().getByRole('button', { name: 'Try the sample notebook' }).click();
    await expect(page).toHaveURL(/\/notebook\/[^/]+$/);

    const notebook = new NotebookDetailPage(page);
    await expect(notebook.heading()).toContainText('Welcome to Inkstone');
    for (const name of ['Getting started with Inkstone notebooks', 'A short history of tea', '茶的简史'])
      await notebook.waitLearned(name);

    // An answer from the English history, saved with its citations among the notes.
    const answer = await notebook.ask('When did tea reach England?');
    await expect(answer).toContainText('1650s');
    await answer.getByRole('button', { name: 'Save to note' }).click();
    const saved = notebook.note('1650s');
    await expect(saved).toBeVisible();
    // Its citation opens the passage, as the answer's does; closing the source brings the notes back.
    await saved.getByRole('button', { name: /^Source 1: A short history of tea/ }).click();
    await expect(notebook.citedPassage().first()).toContainText('1650s');
    await notebook.panel('view').getByRole('button', { name: 'Close the source' }).click();

    // The studio, with no model configured: an extracted FAQ that says so, then a mind map.
    await notebook.studio(/^Generate: FAQ$/).click();
    const faq = notebook.note(/FAQ/);
    await expect(faq).toContainText('Extracted without an AI model', { timeout: 30_000 });
    await notebook.studio(/^Generate: Mind map$/).click();
    const map = notebook.note(/Mind map/);
    await expect(map.getByRole('button', { name: /^Open/ })).toBeEnabled({ timeout: 30_000 });
    await map.getByRole('button', { name: /^Open/ }).click();
    const reader = page.getByRole('dialog', { name: 'Mind map' });
    const tree = reader.getByRole('tree');
    await expect(tree).toBeVisible();
    await expect(tree.getByRole('treeitem', { name: 'A short history of tea' })).toBeVisible();
    await expect(reader).toContainText('Extracted without an AI model');
  });
});
