import { expect, test } from '@playwright/test';
import { ChatPage } from '../pages/Chat.ts';
import { cnServerUrl } from '../support/fake-upstreams.ts';
import { newSignedInUser } from '../support/session.ts';

// The suite's second server streams its offline answers at a slower pace (OFFLINE_CHUNK_DELAY_MS), so the answer is
// surely still being written when the page comes back from its reload, however busy the machine.
test.use({ baseURL: cnServerUrl() });

/**
 * A slow answer from the suite's demo server: the offline engine quotes the attached file, four
 * long sentences at a slowed pace (about ten seconds), long enough to reload in the middle.
 */
const SENTENCE =
  'Every employee of the tea house gets twenty-five days of paid vacation per year, and the vacation days ' +
  'that are not taken by employees before the end of the year move on to the next one, as the handbook says';
const handbook = Buffer.from(
  ['first', 'second', 'third', 'fourth'].map((which) => `${SENTENCE}, in its ${which} chapter on vacation.`).join(' '),
);
const QUESTION = 'How many days of paid vacation do employees get per year?';

test.describe('a resumable answer', () => {
  test('reloading mid-answer reattaches to it and shows it complete, without asking again', async ({ page }) => {
    test.setTimeout(60_000);
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.attach({ name: 'handbook.txt', mimeType: 'text/plain', buffer: handbook });
    await expect(chat.chips.filter({ hasText: 'handbook.txt' })).toHaveAttribute('data-status', 'done');

    await chat.send(QUESTION);
    await expect(chat.answerText()).toContainText('Here is what your documents say about this');
    await expect(chat.lastAnswer()).toHaveAttribute('data-done', 'false');

    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const resumed = page.waitForRequest((request) => request.url().includes('/api/cli/chatgpt/v1/sseResume'));
    await page.reload();
    await chat.openHistory();
    await chat.historyItem(QUESTION).click();

    // The answer was still being written: the chat follows it rather than showing it cut off.
    expect(new URL((await resumed).url()).searchParams.get('after')).toBe('0');
    const answer = await chat.waitForAnswer();
    await expect(chat.answerText(answer)).toContainText('fourth chapter on vacation');
    await expect(answer).not.toContainText(/interrupted|connection error/i);
    await expect(chat.prompts()).toHaveCount(1);
    await expect(chat.prompts()).toContainText(QUESTION);
    expect(asked.filter((path) => path.endsWith('/ssePost'))).toEqual([]);
  });
});
