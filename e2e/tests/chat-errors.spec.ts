import { expect, test } from '@playwright/test';
import { ChatPage } from '../pages/Chat.ts';
import { Plans } from '../pages/Plans.ts';
import { newSignedInUser } from '../support/session.ts';

test.describe('chat failures keep the conversation', () => {
  test('an upstream failure mid-stream is shown beside the partial answer, with the prompt kept', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.scriptStream((body) => [
      {
        code: 200,
        end: false,
        data: { type: 'start', msgId: body.msgId, tableId: 1, sessionId: body.sessionId, model: 'gpt3.5' },
      },
      { code: 200, end: false, data: { type: 'text', content: 'The first half of an answer' } },
      { code: 500, end: true, data: 'The model provider failed, please try again later.' },
    ]);
    await chat.goto();
    await chat.send('Explain quantum tunnelling');
    const answer = await chat.waitForAnswer();
    await expect(chat.prompts()).toHaveText(['Explain quantum tunnelling']);
    await expect(chat.answerText(answer)).toHaveText('The first half of an answer');
    await expect(answer.getByRole('alert')).toContainText('The model provider failed, please try again later.');
    await expect(answer.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
    await expect(chat.action(answer, 'Good answer')).toHaveCount(0);
  });

  test('HTTP 500 when opening the stream shows the connection error; Retry asks again', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await page.route(
      '**/api/cli/chatgpt/v1/ssePost',
      (route) => route.fulfill({ status: 500, json: { code: 500, msg: 'Internal Server Error' } }),
      { times: 1 },
    );
    await chat.goto();
    await chat.send('Are you there?');
    const failed = await chat.waitForAnswer();
    await expect(failed.getByRole('alert')).toContainText('connection error, please retry later');
    await expect(chat.prompts()).toHaveText(['Are you there?']);

    await failed.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
    const answer = await chat.waitForAnswer();
    await expect(chat.answerText(answer)).toContainText('No AI model is configured');
    await expect(answer.getByRole('alert')).toHaveCount(0);
    await expect(chat.prompts()).toHaveText(['Are you there?']);
  });

  test('a quota refusal is shown as a warning, opens the plans, and gives the prompt back', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await page.route('**/api/cli/chatgpt/v1/ssePost', (route) =>
      route.fulfill({
        status: 402,
        json: { code: 402, msg: 'You have used all 10 free questions today.', type: 'WARN', data: { upgrade: 'qa' } },
      }),
    );
    await chat.goto();
    await chat.send('One more question please');
    await expect(page.getByText('You have used all 10 free questions today.')).toBeVisible();
    await expect(new Plans(page).panel).toBeVisible();
    await expect(chat.prompts()).toHaveCount(0);
    await expect(chat.input).toHaveValue('One more question please');
  });
});
