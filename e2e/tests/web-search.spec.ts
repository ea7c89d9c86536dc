import { expect, test } from '@playwright/test';
import { ChatPage } from '../pages/Chat.ts';
import { FAKE_SEARCH_PAGE, fakeUpstreamUrl } from '../support/fake-upstreams.ts';
import { newSignedInUser } from '../support/session.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The composer's web-search switch against the fake SearXNG (support/fakes.ts), whose one result
 * page the server fetches through its safe fetcher. The browser suite runs in demo mode: the
 * offline engine answers by quoting the pages it was given, so the quote shows the page was read.
 */
test('with web search on, the answer quotes the page found and links it, opening in a new tab', async ({ page }) => {
  await newSignedInUser(page);
  const chat = new ChatPage(page);
  await chat.goto();
  const toggle = chat.section.getByRole('button', { name: /^(web search|联网搜索)$/i });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await chat.send('How are Longjing leaves fired?');
  const answer = await chat.waitForAnswer();
  await expect(chat.answerText(answer)).toContainText('pan-fired by hand');
  const link = answer.getByRole('link', { name: FAKE_SEARCH_PAGE.title });
  await expect(link).toHaveAttribute('href', `${fakeUpstreamUrl(PORT, 'search')}/pages/${FAKE_SEARCH_PAGE.slug}`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);

  // The switch is a setting kept in the browser: still on after a reload.
  await page.reload();
  await expect(chat.section.getByRole('button', { name: /^(web search|联网搜索)$/i })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
