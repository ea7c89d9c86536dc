import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from '../pages/Chat.ts';
import { newSignedInUser } from '../support/session.ts';

const envelope = (data: unknown) => ({ code: 200, msg: 'success', data });

/** A long stored conversation, served by the history call: `exchanges` records, ten a page, newest first. */
async function serveLongConversation(page: Page, exchanges: number) {
  const requested: number[] = [];
  await page.route('**/api/cli/chat/topic/v1/page', (route) =>
    route.fulfill({
      json: envelope({
        records: [
          {
            msgId: 'long1',
            topic: 'A very long conversation',
            roleId: '-1',
            features: 'chat',
            projectId: null,
            updateTime: new Date().toISOString(),
          },
        ],
        total: 1,
        current: 1,
        size: 10,
        pages: 1,
      }),
    }),
  );
  await page.route('**/api/cli/chatgpt/v1/page?**', (route) => {
    const current = Number(new URL(route.request().url()).searchParams.get('current'));
    requested.push(current);
    const records = Array.from({ length: 10 }, (_, offset) => {
      const n = exchanges - (current - 1) * 10 - offset;
      return {
        tableId: n,
        msgId: `m${n}`,
        sessionId: 'long1',
        roleId: '-1',
        input: `Question ${n}`,
        prompt: '',
        ref: [],
        reponse: `Answer ${n}: ${'A long paragraph of text that fills the row. '.repeat(3)}`,
        msgType: 'text',
        status: 'ok',
        error: null,
        model: 'gpt3.5',
        reasoningContent: '',
        source: [],
        score: null,
        chatFileUrl: [],
        publishToHtmlUrl: null,
        topic: 'A very long conversation',
        createTime: new Date().toISOString(),
      };
    }).filter((record) => record.tableId > 0);
    return route.fulfill({
      json: envelope({ records, total: exchanges, current, size: 10, pages: Math.ceil(exchanges / 10) }),
    });
  });
  return requested;
}

test.describe('chat history', () => {
  test('a past conversation reopens after a reload, and goes on in the same conversation', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.send('Remember the word pineapple');
    await chat.waitForAnswer();

    await page.reload();
    await expect(chat.input).toBeVisible();
    await expect(chat.prompts()).toHaveCount(0);
    await expect(chat.title).toHaveText('New Chat');

    await page.keyboard.press('Control+h');
    await expect(chat.history).toBeVisible();
    await chat.historyItem('Remember the word pineapple').click();
    await expect(chat.history).toBeHidden();
    await expect(chat.prompts()).toHaveText(['Remember the word pineapple']);
    await expect(chat.answerText()).toContainText('No AI model is configured');
    await expect(chat.title).toHaveText('Remember the word pineapple');

    // Marked not new: the next question joins the same conversation.
    await chat.send('And a second question');
    await chat.waitForAnswer();
    await expect(chat.prompts()).toHaveText(['Remember the word pineapple', 'And a second question']);
    await page.keyboard.press('Control+h');
    await expect(chat.history.getByRole('listitem')).toHaveCount(1);
    await page.keyboard.press('Control+h');
    await expect(chat.history).toBeHidden();
  });

  test('a score is saved: after a reload the reopened answer keeps its thumbs up', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.send('Rate this answer');
    const answer = await chat.waitForAnswer();
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/cli/chatgpt/v1/setScore') && response.ok(),
    );
    await chat.action(answer, 'Good answer').click();
    await expect(chat.action(answer, 'Good answer')).toHaveAttribute('aria-pressed', 'true');
    await saved;

    await page.reload();
    await chat.openHistory();
    await chat.historyItem('Rate this answer').click();
    const reopened = await chat.waitForAnswer();
    await expect(chat.action(reopened, 'Good answer')).toHaveAttribute('aria-pressed', 'true');
    await expect(chat.action(reopened, 'Bad answer')).toHaveAttribute('aria-pressed', 'false');
  });

  test('Ctrl+L quotes the selected text into the prompt; it is sent as quoteInfo and kept with the question', async ({
    page,
  }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.send('Tell me something');
    const answer = await chat.waitForAnswer();
    const selected = (await chat.answerText(answer).innerText()).trim();

    await chat.select(chat.answerText(answer));
    await page.keyboard.press('Control+l');
    await expect(chat.quote).toContainText(selected.slice(0, 40));
    await expect(chat.input).toBeFocused();
    const request = page.waitForRequest((candidate) => candidate.url().includes('/api/cli/chatgpt/v1/ssePost'));
    await chat.input.fill('Say this more briefly');
    await chat.input.press('Enter');
    expect((await request).postDataJSON()).toMatchObject({ prompt: 'Say this more briefly', quoteInfo: selected });
    await expect(chat.quote).toHaveCount(0);
    await chat.waitForAnswer();
    await expect(chat.prompts().last().getByRole('blockquote')).toContainText(selected.slice(0, 40));

    // The quote is stored with the question.
    await page.reload();
    await chat.openHistory();
    await chat.historyItem('Tell me something').click();
    await expect(chat.prompts()).toHaveCount(2);
    await expect(chat.prompts().last().getByRole('blockquote')).toContainText(selected.slice(0, 40));
  });

  test('a long conversation is virtualized, opens at the latest message, and loads older pages at the top', async ({
    page,
  }) => {
    await newSignedInUser(page);
    const requested = await serveLongConversation(page, 100);
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.openHistory();
    await chat.historyItem('A very long conversation').click();
    await expect(chat.prompts().last()).toHaveText('Question 100');
    await expect(chat.prompts().last()).toBeInViewport();
    expect(requested).toEqual([1]);

    // Scroll to the top a few times: each time the next older page comes, only while pages remain.
    for (let page = 2; page <= 4; page++) {
      await chat.list.evaluate((element) => element.scrollTo({ top: 0 }));
      await expect.poll(() => requested.length).toBe(page);
      await expect(chat.list.getByText(`Question ${100 - (page - 1) * 10}`, { exact: true })).toBeAttached();
    }
    expect(requested).toEqual([1, 2, 3, 4]);
    // 80 rows are loaded, but only those near the viewport are in the page.
    const rows = await chat.list.locator('[data-role]').count();
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThan(40);
  });

  test('/chat-custom/{id} opens a stored conversation by its id', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.send('Open me by my id');
    await chat.waitForAnswer();
    const sessionId = await page.evaluate(async () => {
      const auth = JSON.parse(localStorage.getItem('inkstone.auth') ?? '{}') as { state: { token: string } };
      const response = await fetch('/api/cli/chat/topic/v1/page', {
        method: 'POST',
        headers: { authorization: `Bearer ${auth.state.token}`, 'content-type': 'application/json' },
        body: '{"current":1,"size":10}',
      });
      return ((await response.json()) as { data: { records: { msgId: string }[] } }).data.records[0]!.msgId;
    });
    await chat.goto(`/chat-custom/${sessionId}`);
    await expect(chat.prompts()).toHaveText(['Open me by my id']);
    await expect(chat.title).toHaveText('Open me by my id');
    await chat.send('Continue here');
    await chat.waitForAnswer();
    await expect(chat.prompts()).toHaveText(['Open me by my id', 'Continue here']);
  });

  test('the history list loads page after page as it scrolls, and stops after the last', async ({ page }) => {
    await newSignedInUser(page);
    const requested: number[] = [];
    await page.route('**/api/cli/chat/topic/v1/page', async (route) => {
      const { current, size } = route.request().postDataJSON() as { current: number; size: number };
      requested.push(current);
      const records = Array.from({ length: size }, (_, offset) => (current - 1) * size + offset + 1)
        .filter((n) => n <= 25)
        .map((n) => ({
          msgId: `t${n}`,
          topic: `Conversation ${n}`,
          roleId: '-1',
          features: 'chat',
          projectId: null,
          updateTime: new Date(Date.now() - n * 3_600_000).toISOString(),
        }));
      await route.fulfill({ json: envelope({ records, total: 25, current, size, pages: 3 }) });
    });
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.openHistory();
    await expect(chat.historyItem('Conversation 1')).toBeVisible();
    const body = chat.history.locator('.ant-drawer-body');
    for (let n = 0; n < 5; n++) await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(chat.historyItem('Conversation 25')).toBeAttached();
    await expect(chat.history.getByRole('listitem')).toHaveCount(25);
    await page.waitForTimeout(300);
    expect(requested).toEqual([1, 2, 3]);
  });

  test('deleting the open conversation removes it from the history and leaves a new chat', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.send('Forget this one');
    await chat.waitForAnswer();
    await chat.openHistory();
    const item = chat.history.getByRole('listitem').filter({ hasText: 'Forget this one' });
    await item.hover();
    await item.getByRole('button', { name: 'Delete: Forget this one' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect(
      chat.history.getByText('No conversations yet. Your chats will be listed here, newest first.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chat.prompts()).toHaveCount(0);
    await expect(chat.title).toHaveText('New Chat');
  });
});
