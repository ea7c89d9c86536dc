import { expect, test } from '@playwright/test';
import { ChatPage } from '../pages/Chat.ts';
import { Plans } from '../pages/Plans.ts';
import { newSignedInUser } from '../support/session.ts';

const FREE_DAILY_LIMIT = 10; // the server's default
// Demo mode counts answers quoted from the user's documents, not its fixed "no AI model" notice.
const NOTES = 'Lanterns glow softly at night in the old harbour.';
const QUESTION = 'Where do lanterns glow at night?';

test('a free user hits the daily limit in chat, buys Pro in the sandbox, and the meter changes', async ({ page }) => {
  const user = await newSignedInUser(page);
  const headers = { authorization: `Bearer ${user.token}` };
  const uploaded = await page.request.post('/api/cli/file/v1/uploadChat', {
    headers,
    multipart: { filePurpose: 'chat', file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from(NOTES) } },
  });
  const { fileId } = ((await uploaded.json()) as { data: { fileId: string } }).data;
  // Most of the day's questions go through the API; the last ones are asked in the page.
  for (let i = 0; i < FREE_DAILY_LIMIT - 1; i++) {
    const asked = await page.request.post('/api/cli/chatgpt/v1/ssePost', {
      headers,
      data: { prompt: `${QUESTION} (${i})`, fileList: [fileId] },
    });
    expect(asked.status()).toBe(200);
    await asked.body();
  }
  const chat = new ChatPage(page);
  const plans = new Plans(page);
  await chat.goto();
  await expect(plans.meter).toHaveAttribute('data-plan', 'free');
  await expect(plans.meter).toContainText(`${FREE_DAILY_LIMIT - 1} / ${FREE_DAILY_LIMIT} today`);

  await chat.attach({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from(NOTES) });
  await expect(chat.chips.filter({ hasText: 'notes.txt' })).toHaveAttribute('data-status', 'done');
  await chat.send(QUESTION);
  await expect(chat.answerText(await chat.waitForAnswer())).toContainText(NOTES);
  await expect(plans.meter).toContainText(`${FREE_DAILY_LIMIT} / ${FREE_DAILY_LIMIT} today`);

  // Over the limit: the upgrade path opens and the question stays in the box.
  await chat.send('One more, please');
  await expect(plans.panel).toBeVisible();
  await expect(chat.input).toHaveValue('One more, please');

  const qa = plans.card(plans.panel, 'qa');
  const checkout = await plans.buyInSandbox(qa.getByRole('button', { name: 'Purchase' }), {
    period: /1 month/,
    continue: /^Continue$/,
    pay: /^Pay 20\$ \(sandbox\)$/,
    done: 'Payment complete. Your plan is active.',
    back: 'Back to Inkstone',
  });
  await checkout.close();
  await page.bringToFront();

  await expect(plans.meter).toHaveAttribute('data-plan', 'pro');
  await expect(plans.meter.getByTestId('meter-days-left')).toHaveText('30 days left');
  await expect(plans.upgradeButton).toHaveText('Renew');
  await page.keyboard.press('Escape');
  await expect(plans.panel).toBeHidden();

  // The same question now goes through.
  await chat.input.press('Enter');
  const answer = await chat.waitForAnswer();
  await expect(chat.answerText(answer)).toContainText('No AI model is configured');
});
