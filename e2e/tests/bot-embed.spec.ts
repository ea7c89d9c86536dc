import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signUp } from '../support/session.ts';

/**
 * SPEC role b in a browser: a plain HTML page on another site includes our /embed.js; its
 * bubble opens the bot's visitor page in a frame, and an anonymous visitor chats with the
 * owner's public bot (the offline engine answers in e2e) and finds the conversation again.
 */
test.describe.configure({ mode: 'serial' });

let site: Server;
let siteUrl = '';
let botId = '';

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** The sandbox checkout's steps, as its pages post them: a ticket, the order, the payment. */
async function buyProInSandbox(request: APIRequestContext, headers: Record<string, string>) {
  const ticket = await ok<{ token: string }>(await request.post('/api/cli/pay/v1/ticket', { headers, data: {} }));
  const checkout = await request.post('/api/cli/pay/v1/checkout', {
    form: { token: ticket.token, productId: '8', period: 'month' },
  });
  const html = await checkout.text();
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? '';
  const paid = await request.post('/api/cli/pay/v1/sandbox/pay', {
    form: { token: field('token'), orderId: field('orderId'), language: 'en' },
  });
  expect(paid.ok()).toBe(true);
}

test.beforeAll(async ({ request, baseURL }) => {
  const owner = await signUp(request);
  const headers = { authorization: `Bearer ${owner.token}` };
  // Publishing on websites is for Pro members: the owner buys Pro in the sandbox checkout.
  await buyProInSandbox(request, headers);
  const bot = await ok<{ tableId: string }>(
    await request.post('/api/cli/chat/bot/v1/create', {
      headers,
      data: {
        name: 'Leaf & Cup helper',
        description: 'Questions about our teas',
        model: 'gpt3.5',
        prompt: 'You are the Leaf & Cup tea shop assistant.',
        greeting: 'Welcome to Leaf & Cup! Ask me about our teas.',
        category: 'lifestyle',
        isPublic: true,
      },
    }),
  );
  botId = bot.tableId;
  await ok(
    await request.post('/api/cli/chat/bot/v1/setEmbed', {
      headers,
      data: { tableId: botId, enabled: true, dailyCap: 20 },
    }),
  );

  // Another origin (its own port), serving nothing but a shop page with the snippet in it.
  const html =
    '<!doctype html><html lang="en"><head><title>Leaf & Cup</title></head><body><h1>Leaf &amp; Cup tea shop</h1>' +
    `<script src="${baseURL}/embed.js" data-bot-id="${botId}" async></script></body></html>`;
  site = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => site?.close(() => resolve()));
});

test('a visitor of another site opens the bubble and chats with the bot, and finds the chat again', async ({
  page,
}) => {
  await page.goto(siteUrl);
  await expect(page.getByRole('heading', { name: 'Leaf & Cup tea shop' })).toBeVisible();
  const bubble = page.getByRole('button', { name: 'Chat' });
  await bubble.click();
  await expect(bubble).toHaveAttribute('aria-expanded', 'true');

  const chat = page.frameLocator('iframe[title="Chat"]');
  await expect(chat.getByRole('heading', { name: 'Leaf & Cup helper' })).toBeVisible({ timeout: 15_000 });
  await expect(chat.getByText('Welcome to Leaf & Cup! Ask me about our teas.')).toBeVisible();

  const box = chat.getByRole('textbox', { name: 'Type your question…' });
  await box.fill('Which tea is good in the evening?');
  await box.press('Enter');
  await expect(chat.getByText('Which tea is good in the evening?')).toBeVisible();
  // The greeting, then the answer: the offline engine's words, finished (not busy, not failed).
  const answers = chat.getByTestId('embed-answer');
  await expect(answers).toHaveCount(2, { timeout: 15_000 });
  await expect(answers.nth(1)).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
  await expect(answers.nth(1)).not.toBeEmpty();
  await expect(box).toHaveValue('');

  // Closing hides the frame; a new visit to the site shows this visitor's conversation again.
  await bubble.click();
  await expect(page.locator('iframe[title="Chat"]')).toBeHidden();
  await page.reload();
  await page.getByRole('button', { name: 'Chat' }).click();
  await expect(page.frameLocator('iframe[title="Chat"]').getByText('Which tea is good in the evening?')).toBeVisible({
    timeout: 15_000,
  });
});

test('another visitor (a fresh browser) does not see that conversation', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(siteUrl);
  await page.getByRole('button', { name: 'Chat' }).click();
  const chat = page.frameLocator('iframe[title="Chat"]');
  await expect(chat.getByText('Welcome to Leaf & Cup! Ask me about our teas.')).toBeVisible({ timeout: 15_000 });
  await expect(chat.getByText('Which tea is good in the evening?')).toHaveCount(0);
  await context.close();
});

test('the chat takes the visitor’s dark system look, or the look the site asks for', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(siteUrl);
  await page.getByRole('button', { name: 'Chat' }).click();
  const frame = page.frameLocator('iframe[title="Chat"]');
  await expect(frame.getByText('Welcome to Leaf & Cup! Ask me about our teas.')).toBeVisible({ timeout: 15_000 });
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');

  // A site that asks for the light look (embed.js data-theme="light") gets it on a dark system.
  await page.goto(`${baseURL}/bot/b/${encodeURIComponent(botId)}?theme=light`);
  await expect(page.getByText('Welcome to Leaf & Cup! Ask me about our teas.')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await context.close();
});
