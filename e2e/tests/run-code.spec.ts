import { expect, test } from '@playwright/test';
import { ChatPage } from '../pages/Chat.ts';
import { newSignedInUser } from '../support/session.ts';

/** An answer with a Python and a JavaScript block; each runs in the server's sandbox from its Run button. */
const answerText = [
  'Here are two programs.',
  '',
  '```python',
  'total = sum(range(1, 11))',
  'print("python says", total)',
  '```',
  '',
  '```javascript',
  'const squares = [1, 2, 3].map((n) => n * n);',
  'console.log("js says", squares.join(","));',
  '```',
].join('\n');

test('a Python and a JavaScript block from an answer run on the server and show their output', async ({ page }) => {
  test.slow(); // Python's interpreter starts on the first run (several seconds).
  await newSignedInUser(page);
  const chat = new ChatPage(page);
  await chat.scriptStream((body) => [
    {
      code: 200,
      end: false,
      data: { type: 'start', msgId: body.msgId, tableId: 1, sessionId: body.sessionId, model: 'gpt3.5' },
    },
    { code: 200, end: false, data: { type: 'text', content: answerText } },
    { code: 200, end: true, data: { type: 'done' } },
  ]);
  await chat.goto();
  await chat.send('Show me a program in each language');
  const answer = await chat.waitForAnswer();

  const blocks = chat.answerText(answer).locator('pre');
  await expect(blocks).toHaveCount(2);
  const runs = answer.getByRole('button', { name: 'Run', exact: true });
  await expect(runs).toHaveCount(2);

  await runs.nth(0).click();
  const outputs = answer.getByRole('log', { name: 'Output' });
  await expect(outputs.first()).toContainText('python says 55', { timeout: 60_000 });

  await answer.getByRole('button', { name: 'Run', exact: true }).first().click();
  await expect(outputs).toHaveCount(2);
  await expect(outputs.nth(1)).toContainText('js says 1,4,9', { timeout: 30_000 });
});
