import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell.ts';
import { ChatPage } from '../pages/Chat.ts';
import { loginDialog } from '../pages/dialogs.ts';
import { newSignedInUser } from '../support/session.ts';

test.describe('chat', () => {
  test('a message streams in progressively and ends; the canned demo notice is not counted', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    // Record every length the answer's text goes through while it streams.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { answerLengths: number[] }).answerLengths = seen;
      new MutationObserver(() => {
        const answers = document.querySelectorAll('[data-role="answer"] [data-testid="answer-content"]');
        const last = answers[answers.length - 1];
        if (last) seen.push(last.textContent?.length ?? 0);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    await chat.send('Hello, who are you?');
    await expect(chat.prompts().last()).toHaveText('Hello, who are you?');
    await expect(chat.input).toHaveValue('');
    await expect(chat.stopButton()).toBeVisible();
    const answer = await chat.waitForAnswer();
    await expect(chat.answerText(answer)).toContainText('No AI model is configured on this server');
    await expect(chat.sendButton()).toBeVisible();
    await expect(chat.title).toHaveText('Hello, who are you?');

    const lengths = await page.evaluate(() => (window as unknown as { answerLengths: number[] }).answerLengths);
    const distinct = [...new Set(lengths.filter((length) => length > 0))];
    expect(distinct.length, `lengths seen: ${distinct.join(',')}`).toBeGreaterThanOrEqual(3);
    expect(distinct).toEqual([...distinct].sort((a, b) => a - b));

    for (const name of ['Copy', 'Regenerate', 'Good answer', 'Bad answer'])
      await expect(chat.action(answer, name)).toBeVisible();
    // Demo mode's fixed "no AI model" notice is not an answer, so the meter does not move.
    await expect(page.locator('#app-sidebar').getByTestId('plan-meter')).toContainText('0 / 10');
  });

  const reasoningAndMarkdown =
    'reasoning shows apart from the answer and folds away; Markdown is rendered safely, with sources numbered from 1';
  test(reasoningAndMarkdown, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    const answerText = [
      '## Result',
      '',
      'The answer is **4** [1].',
      '',
      '```python',
      'print(2 + 2)',
      '```',
      '',
      '| a | b |',
      '|---|---|',
      '| 2 | 2 |',
      '',
      'Pythagoras: $a^2+b^2=c^2$ <img src=x onerror="window.hacked=1"> [bad](javascript:window.hacked=2)',
    ].join('\n');
    await chat.scriptStream((body) => [
      {
        code: 200,
        end: false,
        data: { type: 'start', msgId: body.msgId, tableId: 1, sessionId: body.sessionId, model: 'deepseekR1' },
      },
      { code: 200, end: false, data: { type: 'reasoning', content: 'The user asks for 2+2. ' } },
      { code: 200, end: false, data: { type: 'reasoning', content: 'Adding two and two gives four.' } },
      { code: 200, end: false, data: { type: 'text', content: answerText.slice(0, 30) } },
      { code: 200, end: false, data: { type: 'text', content: answerText.slice(30) } },
      {
        code: 200,
        end: false,
        data: {
          type: 'source',
          source: { index: 1, title: 'Arithmetic', url: 'https://en.wikipedia.org/wiki/Arithmetic' },
        },
      },
      {
        code: 200,
        end: false,
        data: { type: 'source', source: { index: 2, title: 'Math facts', url: 'https://example.org/math' } },
      },
      { code: 200, end: true, data: { type: 'done' } },
    ]);
    await chat.goto();
    await chat.send('What is 2+2?');
    const answer = await chat.waitForAnswer();

    const reasoning = answer.getByTestId('reasoning');
    const toggle = reasoning.getByRole('button', { name: 'Reasoning' });
    await expect(reasoning).toContainText('The user asks for 2+2. Adding two and two gives four.');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(chat.answerText(answer)).not.toContainText('Adding two and two');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(reasoning.getByText('Adding two and two gives four.')).toBeHidden();
    await toggle.click();
    await expect(reasoning.getByText(/Adding two and two gives four\./)).toBeVisible();

    const content = chat.answerText(answer);
    await expect(content.getByRole('heading', { name: 'Result' })).toBeVisible();
    await expect(content.locator('strong')).toHaveText('4');
    await expect(content.locator('td').first()).toHaveText('2');
    await expect(content.locator('.katex').first()).toBeVisible();
    await expect(content.locator('code.language-python .hljs-built_in')).toHaveText('print');
    await expect(content.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await expect(content.getByRole('link', { name: 'bad' })).toHaveCount(0);

    await content.getByRole('button', { name: 'Copy code' }).click();
    await expect(content.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('print(2 + 2)\n');

    const sources = answer.getByRole('region', { name: 'Sources' });
    await expect(sources.getByRole('listitem')).toHaveCount(2);
    await expect(sources.getByRole('listitem').nth(0)).toContainText('1Arithmetic');
    await expect(sources.getByRole('listitem').nth(1)).toContainText('2Math facts');
    await expect(sources.getByRole('link', { name: 'Arithmetic' })).toHaveAttribute(
      'href',
      'https://en.wikipedia.org/wiki/Arithmetic',
    );
  });

  test('the model picker shows logos, saves the choice, and the next question uses it', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    const picker = chat.modelSelect;
    await expect(picker).toContainText('GPT-3.5');
    await picker.click();
    await expect(chat.modelOption('DeepSeek V3').locator('img')).toHaveAttribute('src', '/logos/deepseek.svg');
    await expect(chat.modelOption('Claude 3.7')).toBeVisible();
    await expect(chat.modelOption('Perplexity')).toHaveCount(0);
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/cli/chatgpt/v1/setDefaultModel') && response.ok(),
    );
    await chat.modelOption('DeepSeek V3').click();
    await saved;

    await page.reload();
    await expect(chat.input).toBeVisible();
    await expect(picker).toContainText('DeepSeek V3');
    await expect(picker.locator('img')).toHaveAttribute('src', '/logos/deepseek.svg');
    const request = page.waitForRequest((candidate) => candidate.url().includes('/api/cli/chatgpt/v1/ssePost'));
    await chat.send('Which model are you?');
    expect((await request).postDataJSON()).toMatchObject({ model: 'deepseekV3' });
    const answer = await chat.waitForAnswer();
    await expect(answer).toContainText('DeepSeek V3');
  });

  test('signed out, sending opens the login dialog and sends nothing', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.goto();
    let streams = 0;
    page.on('request', (request) => {
      if (request.url().includes('/ssePost')) streams++;
    });
    await chat.send('Hello?');
    await expect(loginDialog(page)).toBeVisible();
    await expect(chat.prompts()).toHaveCount(0);
    await expect(chat.input).toHaveValue('Hello?');
    expect(streams).toBe(0);
  });

  test('new chat starts an empty conversation; the old one stays in the history', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.send('First conversation');
    await chat.waitForAnswer();
    await chat.section.getByRole('button', { name: 'New chat' }).click();
    await expect(chat.prompts()).toHaveCount(0);
    await expect(chat.section.getByText('How can I help you today?')).toBeVisible();
    await expect(chat.title).toHaveText('New Chat');
    await chat.openHistory();
    await expect(chat.historyItem('First conversation')).toBeVisible();
  });

  test('on a 375px phone in Chinese the page fits and chats', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await newSignedInUser(page, { language: 'zh_CN' });
    const chat = new ChatPage(page);
    await chat.goto();
    await expect(chat.section.getByText('今天想聊点什么？')).toBeVisible();
    await expect(chat.input).toHaveAttribute('placeholder', '有问题尽管问');
    await chat.send('你好，你能做什么？');
    const answer = await chat.waitForAnswer();
    await expect(chat.action(answer, '复制')).toBeVisible();
    await expect(chat.action(answer, '回答很好')).toBeVisible();
    const box = await chat.input.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(740);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await testInfo.attach('chat-375-zh', { body: await page.screenshot(), contentType: 'image/png' });
  });

  test('regenerate writes a stored answer again, in place', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.send('Write it twice');
    const first = await chat.waitForAnswer();
    const tableId = await page.evaluate(async () => {
      const auth = JSON.parse(localStorage.getItem('inkstone.auth') ?? '{}') as { state: { token: string } };
      const headers = { authorization: `Bearer ${auth.state.token}` };
      const topics = (await (
        await fetch('/api/cli/chat/topic/v1/page', {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: '{"current":1,"size":10}',
        })
      ).json()) as { data: { records: { msgId: string }[] } };
      const page = (await (
        await fetch(`/api/cli/chatgpt/v1/page?current=1&size=10&msgId=${topics.data.records[0]!.msgId}`, { headers })
      ).json()) as { data: { records: { tableId: number }[] } };
      return page.data.records[0]!.tableId;
    });
    const request = page.waitForRequest((candidate) => candidate.url().includes('/api/cli/chatgpt/v1/ssePost'));
    await chat.action(first, 'Regenerate').click();
    expect((await request).postDataJSON()).toMatchObject({ prompt: 'Write it twice', regenerate: tableId });
    await chat.waitForAnswer();
    await expect(chat.answers()).toHaveCount(1);
    await expect(chat.prompts()).toHaveText(['Write it twice']);
    await expect(chat.answerText()).toContainText('No AI model is configured');
  });

  test('the conversation is kept while another page shows, and that page keeps its own layout', async ({ page }) => {
    await newSignedInUser(page);
    const app = new AppShell(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.send('Keep me around');
    await chat.waitForAnswer();

    await app.navigate('Agent Studio');
    await expect(app.heading('Agent Studio')).toBeVisible();
    const section = app.main.locator('section:visible').first();
    expect((await section.boundingBox())?.width).toBeGreaterThan(900);

    await app.navigate('Chat');
    await expect(chat.prompts()).toHaveText(['Keep me around']);
    await expect(chat.answerText()).toContainText('No AI model is configured');
  });
});
