import { expect, type Locator } from '@playwright/test';

/** The ids of the answers among `answers` on screen now. */
export const answerIds = (answers: Locator): Promise<string[]> =>
  answers.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-msg-id') ?? ''));

/**
 * Waits for an answer that was not on screen `before` and gives its id. On a slow machine the new
 * rows are drawn a moment after the send, while the last answer on screen is still the old one.
 */
export async function newAnswerId(answers: Locator, before: readonly string[]): Promise<string> {
  let id = '';
  await expect
    .poll(async () => {
      id = (await answerIds(answers)).filter((answerId) => !before.includes(answerId)).at(-1) ?? '';
      return id;
    })
    .not.toBe('');
  return id;
}
