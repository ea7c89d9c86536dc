import { expect, test } from '@playwright/test';
import { BotsPage } from '../pages/Bots.ts';
import { ChatPage } from '../pages/Chat.ts';
import { loginDialog } from '../pages/dialogs.ts';
import { newSignedInUser, signInAs, signUp } from '../support/session.ts';

/** Knowledge for the bot: a pasted text and a small text file (no internet in the browser tests). */
const HOURS = {
  title: 'Opening hours',
  body: 'The tea house opens at nine in the morning and closes at six in the evening, every day but Monday.',
};
const PRICES = {
  name: 'tea-prices.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from(
    'A pot of Longjing green tea costs 48 yuan. A pot of Tieguanyin oolong costs 58 yuan. ' +
      'Refills of hot water are free.',
  ),
};

test.describe('bots', () => {
  test('a visitor browses Discover; chatting or adding opens the sign-in dialog and does nothing else', async ({
    page,
  }) => {
    const bots = new BotsPage(page);
    const binds: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/cli/chat/bot/v1/bind')) binds.push(request.url());
    });
    await bots.gotoDiscover();
    // The official bots come with the install.
    const first = bots.app.main.getByTestId('bot-card').first();
    await expect(first).toBeVisible();
    await first.getByRole('button', { name: 'Add to my bots' }).click();
    await expect(loginDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await first.getByRole('button', { name: 'Chat' }).click();
    await expect(loginDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/bot\/discover$/);
    expect(binds).toHaveLength(0);

    // My bots asks a visitor to sign in.
    await page.keyboard.press('Escape');
    await bots.gotoMine();
    await expect(page.getByTestId('bots-sign-in')).toBeVisible();
  });

  test('a user creates and publishes a bot; a second user finds it in Discover, adds it and chats', async ({
    page,
    browser,
  }) => {
    // Two accounts, a form, a publish and a chat: longer than one page's test.
    test.slow();
    const name = `Tea guide ${Date.now().toString(36)}`;
    await newSignedInUser(page);
    const bots = new BotsPage(page);
    await bots.gotoCreate();
    // A blank prompt keeps Create disabled and shows the SPEC message.
    await bots.field('Name').fill(name);
    await bots.field('Prompt').fill('   ');
    await expect(bots.app.main.getByText('please fill in')).toBeVisible();
    await expect(bots.submit('Create')).toBeDisabled();
    await bots.field('Name').fill('x'.repeat(101));
    await expect(bots.app.main.getByText('The name must not exceed 100 characters')).toBeVisible();

    await bots.create(name, 'You are a friendly guide to Chinese tea. Answer briefly.', {
      description: 'Knows green, oolong and pu-erh teas',
      greeting: 'Hello! Ask me about tea.',
    });
    const preview = page.getByTestId('bot-preview');
    await expect(preview).toBeVisible();
    // The preview is a compact chat panel beside the form: no history drawer of its own.
    await expect(preview.getByRole('textbox')).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Chat history' })).toHaveCount(0);
    const editorUrl = page.url();

    // My bots lists it as private; the switch publishes it.
    await bots.gotoMine();
    const mine = bots.myCard(name);
    await expect(mine).toContainText('Knows green, oolong and pu-erh teas');
    const publicSwitch = mine.getByRole('switch', { name: 'Public: shown in Discover' });
    await expect(publicSwitch).not.toBeChecked();
    await publicSwitch.click();
    await expect(page.getByText('Now public: it appears in Discover')).toBeVisible();
    await expect(publicSwitch).toBeChecked();

    // A second account finds it by name, adds it and chats with it.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const other = await context.newPage();
    await signInAs(other, await signUp(other.request));
    const theirs = new BotsPage(other);
    await theirs.gotoDiscover();
    await theirs.search(name);
    const card = theirs.discoverCard(name);
    await expect(card).toBeVisible();
    await expect(theirs.app.main.getByTestId('bot-card')).toHaveCount(1);
    await card.getByRole('button', { name: 'Add to my bots' }).click();
    await expect(card.getByRole('button', { name: 'In my bots' })).toBeDisabled();

    await theirs.gotoMine();
    await theirs.tab('Added').click();
    const added = theirs.myCard(name);
    await expect(added).toBeVisible();
    await added.getByRole('button', { name: 'Chat' }).click();
    await expect(other).toHaveURL(/\/bot\/c\/[^/]+$/);
    const chat = new ChatPage(other);
    await expect(chat.input).toBeVisible();
    await chat.send('Which tea is good in the morning?');
    await expect(chat.prompts().last()).toHaveText('Which tea is good in the morning?');
    const answer = await chat.waitForAnswer();
    await expect(chat.answerText(answer)).not.toBeEmpty();
    await context.close();

    // The owner's data report answers from the server for both periods. The question just asked
    // is counted by the half-hourly job (it ran when the server started), so it is not asserted.
    await page.goto(editorUrl);
    const report = await bots.openReport();
    const month = page.waitForResponse((response) => /statistics\/v1\/page\?.*days=30/.test(response.url()));
    await report.getByText('Last 30 days').click();
    expect(((await (await month).json()) as { code: number }).code).toBe(200);
    await expect(report.getByText(/^Refreshed every half hour/)).toBeVisible();
    await expect(report.getByText('The data report could not be loaded.')).toHaveCount(0);
  });

  test('the owner adds knowledge, asks the bot, sees it cited, and the data report counts the question', async ({
    page,
  }) => {
    test.slow();
    const name = `Tea house ${Date.now().toString(36)}`;
    await newSignedInUser(page);
    const bots = new BotsPage(page);
    await bots.gotoCreate();
    await bots.create(name, 'You answer questions about our tea house from its knowledge.');
    const editorUrl = page.url();
    const botId = decodeURIComponent(editorUrl.split('/bot/update/')[1]!.split(/[?#]/)[0]!);

    // Nothing asked yet: the report says so.
    const before = await bots.openReport();
    await expect(before.getByTestId('report-empty')).toBeVisible();

    // A pasted text and an uploaded .txt file, learned in the background.
    await bots.openKnowledge();
    await bots.addText(HOURS.title, HOURS.body);
    await bots.addFile(PRICES);
    await bots.closeDialog();
    await bots.waitLearned(HOURS.title);
    await bots.waitLearned(PRICES.name);

    // The bot's chat answers from the file (the offline engine quotes it) and cites it.
    const chat = new ChatPage(page);
    await chat.goto(`/bot/c/${encodeURIComponent(botId)}`);
    await chat.send('How much does a pot of oolong cost?');
    const answer = await chat.waitForAnswer();
    await expect(chat.answerText(answer)).toContainText('58 yuan');
    await expect(answer.locator('sup').first()).toHaveText('1');
    const sources = answer.getByRole('region', { name: 'Sources' });
    await expect(sources.getByRole('listitem').first()).toContainText(PRICES.name);
    // The owner follows the citation into the file itself, at the cited passage.
    await sources.getByRole('button', { name: PRICES.name }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByTestId('cited').first()).toContainText('58 yuan');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();

    // The report is current when the owner opens it: the question is there without waiting for
    // the half-hourly job.
    await page.goto(editorUrl);
    const after = await bots.openReport();
    await expect(after.getByTestId('report-empty')).toHaveCount(0);
    await expect(bots.figure(after, 'questions')).toHaveText(/^1(\D|$)/);
    await expect(bots.figure(after, 'conversations')).toHaveText(/^1(\D|$)/);
  });
});
