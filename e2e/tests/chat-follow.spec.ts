import { expect, test } from '@playwright/test';
import { ChatPage } from '../pages/Chat.ts';
import { newSignedInUser } from '../support/session.ts';

/**
 * After a send, the list shows the new answer to its end, however late its rows are laid out.
 * The rows that come into view mount in the background (a deferred render), so on a slow phone
 * they are measured after the jump to the end has landed: the list used to stay where it landed,
 * the new answer below the fold (the notebook's narrow chat panel lost citations that way).
 */
test('on a slow phone, each new answer is scrolled into view as it is written', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 700 });
  await newSignedInUser(page);
  const chat = new ChatPage(page);
  await chat.goto();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });

  const question = 'How do the seasons change, and why is it warmer in summer than in winter? '.repeat(3);
  for (let turn = 1; turn <= 3; turn++) {
    const answer = await chat.ask(question);
    await expect(chat.answers()).toHaveCount(turn);
    // The list has settled at its end: the answer's last line is on screen.
    await expect
      .poll(() => chat.list.evaluate((list) => list.scrollHeight - list.scrollTop - list.clientHeight), {
        timeout: 10_000,
      })
      .toBeLessThanOrEqual(2);
    await expect(answer.getByRole('button', { name: 'Copy' })).toBeInViewport();
  }
});
