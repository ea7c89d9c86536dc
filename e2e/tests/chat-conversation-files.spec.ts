import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from '../pages/Chat.ts';
import { newSignedInUser } from '../support/session.ts';

// A Markdown-looking text file: its heading and list lines must be quoted as plain text.
const NOTES = [
  '# Harbour festival plan',
  '- The harbour festival opens on 14 March at the old pier.',
  '- Lantern boats leave the harbour at nine in the evening.',
].join('\n');

/** Signs in, attaches the notes and asks the first question; returns the page and its first answer. */
async function askAboutTheNotes(page: Page, question: string) {
  await newSignedInUser(page);
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.attach({ name: 'festival.txt', mimeType: 'text/plain', buffer: Buffer.from(NOTES) });
  await expect(chat.chips.filter({ hasText: 'festival.txt' })).toHaveAttribute('data-status', 'done');
  await chat.send(question);
  await chat.waitForAnswer();
  // waitForAnswer's locator follows the latest answer; pin this one by its place.
  return { chat, first: chat.answers().nth(0) };
}

test.describe('files in the demo engine’s answers', () => {
  test('a quoted heading or list line shows as plain text, not as a heading or a nested list', async ({ page }) => {
    const { chat, first } = await askAboutTheNotes(page, 'What is the harbour festival plan, when does it open?');
    const text = chat.answerText(first);
    await expect(text).toContainText('# Harbour festival plan');
    await expect(text).toContainText('- The harbour festival opens on 14 March');
    await expect(text.locator('h1, h2, h3, h4, h5, h6')).toHaveCount(0);
    await expect(text.locator('li li, li ul, li ol')).toHaveCount(0);
  });

  test('a file attached to the first question is quoted for the second, asked without it', async ({ page }) => {
    const { chat, first } = await askAboutTheNotes(page, 'When does the harbour festival open?');
    await expect(chat.answerText(first)).toContainText('The harbour festival opens on 14 March');

    const request = page.waitForRequest((candidate) => candidate.url().includes('/api/cli/chatgpt/v1/ssePost'));
    await chat.send('When do the lantern boats leave the harbour?');
    expect(((await request).postDataJSON() as { fileList?: string[] }).fileList ?? []).toHaveLength(0);
    await chat.waitForAnswer();
    const second = chat.answerText(chat.answers().nth(1));
    await expect(second).toContainText('Here is what your documents say about this');
    await expect(second).toContainText('Lantern boats leave the harbour at nine in the evening.');
    await expect(second.locator('h1, h2, h3, h4, h5, h6')).toHaveCount(0);
  });
});
