import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT_BUDGET_CHARS } from '../../ai/context.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { useFakeOpenAIApp } from '../../testing/fake-openai-app.ts';
import { streamChat } from '../../testing/sse.ts';
import { fulfilOrder, openOrder } from '../billing/service.ts';

// Attachments belong to the conversation: a later question without the file still reads it.
async function attachText(t: TestApp, user: TestUser, text: string, name: string) {
  const form = new FormData();
  form.set('filePurpose', 'chat');
  form.set('file', new Blob([text], { type: 'text/plain' }), name);
  const response = await fetch(`${t.url}/api/cli/file/v1/uploadChat`, {
    method: 'POST',
    body: form,
    headers: auth(user),
  });
  const body = (await response.json()) as { code: number; data: { fileId: string } };
  expect(body.code).toBe(200);
  return body.data.fileId;
}

const sessionOf = (result: Awaited<ReturnType<typeof streamChat>>) =>
  (result.frames[0] as { data: { sessionId: string } }).data.sessionId;

describe('with a real provider (fake upstream)', () => {
  const kit = useFakeOpenAIApp();
  const ask = (body: Record<string, unknown>) => streamChat(kit.t, '/api/cli/chatgpt/v1/ssePost', body, kit.user.token);
  const systemPrompt = () => {
    const first = kit.fake.requests.at(-1)!.body.messages[0] as { role: string; content: string };
    return first.role === 'system' ? first.content : '';
  };

  it('sends a file attached to question 1 with question 2 of the same conversation', async () => {
    const fileId = await attachText(
      kit.t,
      kit.user,
      'The launch code of Project Pelican is PELICAN-7. The team meets on Thursdays.',
      'pelican.txt',
    );
    const first = await ask({ prompt: 'Summarise the file', fileList: [fileId] });
    expect(systemPrompt()).toContain('PELICAN-7');
    await ask({ prompt: 'What is the launch code?', sessionId: sessionOf(first) });
    expect(systemPrompt()).toContain('PELICAN-7');
    expect(systemPrompt()).toContain('pelican.txt');
    // Another conversation does not see it.
    await ask({ prompt: 'What is the launch code?' });
    expect(systemPrompt()).not.toContain('PELICAN-7');
  });

  it('keeps a regenerated answer’s own file', async () => {
    const fileId = await attachText(kit.t, kit.user, 'The harbour ferry leaves at 7:40 every morning.', 'ferry.txt');
    const first = await ask({ prompt: 'When does the ferry leave?', fileList: [fileId] });
    await ask({ prompt: 'ignored', regenerate: (first.frames[0] as { data: { tableId: number } }).data.tableId });
    expect(systemPrompt()).toContain('7:40');
  });

  it('shows a vision model the picture of an earlier turn again, with that turn', async () => {
    // GPT-4 is a premium model: this user bought the Q&A plan in the sandbox.
    const viewer = await kit.t.createUser();
    await fulfilOrder(kit.t.app.platform, (await openOrder(kit.t.app.platform, viewer.id, 8, 'month', 'sandbox')).id);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('filePurpose', 'chat');
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'blue.png');
    const uploaded = (await (
      await fetch(`${kit.t.url}/api/cli/file/v1/uploadChat`, { method: 'POST', body: form, headers: auth(viewer) })
    ).json()) as { data: { fileId: string } };
    const first = await streamChat(
      kit.t,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'What colour is this?', model: 'gpt4.0', fileList: [uploaded.data.fileId] },
      viewer.token,
    );
    await streamChat(
      kit.t,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'Is it darker than navy?', model: 'gpt4.0', sessionId: sessionOf(first) },
      viewer.token,
    );
    const messages = kit.fake.requests.at(-1)!.body.messages as Array<{ role: string; content: unknown }>;
    const earlierTurn = messages.find((message) => message.role === 'user' && Array.isArray(message.content));
    expect(JSON.stringify(earlierTurn?.content)).toContain('image');
    expect(JSON.stringify(earlierTurn?.content)).toContain('What colour is this?');
    expect(messages.at(-1)).toMatchObject({ role: 'user', content: 'Is it darker than navy?' });
  });

  it('stays within the context budget: the oldest files are dropped first', async () => {
    // Three files, each over half the budget: the newest two are read (trimmed), the oldest is not.
    const big = (marker: string) =>
      Array.from(
        { length: Math.ceil((CONTEXT_BUDGET_CHARS * 0.6) / 40) },
        (_, i) => `${marker} line ${i} of the long report.`,
      ).join('\n');
    const oldest = await attachText(kit.t, kit.user, big('ALPHA'), 'alpha.txt');
    const first = await ask({ prompt: 'Read this', fileList: [oldest] });
    const sessionId = sessionOf(first);
    await ask({
      prompt: 'And this',
      sessionId,
      fileList: [await attachText(kit.t, kit.user, big('BRAVO'), 'bravo.txt')],
    });
    await ask({
      prompt: 'And this too',
      sessionId,
      fileList: [await attachText(kit.t, kit.user, big('CHARLIE'), 'charlie.txt')],
    });
    await ask({ prompt: 'What do they say?', sessionId });
    const system = systemPrompt();
    expect(system).toContain('CHARLIE');
    expect(system).toContain('BRAVO');
    expect(system).not.toContain('ALPHA');
    expect(system.length).toBeLessThan(CONTEXT_BUDGET_CHARS + 2000);
  });
});

describe('in demo mode (the offline engine)', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    user = await t.createUser();
  });
  afterAll(() => t.close());

  it('quotes a file attached to an earlier question of the conversation', async () => {
    const fileId = await attachText(
      t,
      user,
      'The launch code of Project Pelican is PELICAN-7. The team meets on Thursdays.',
      'pelican.txt',
    );
    const first = await streamChat(
      t,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'When does the team meet?', fileList: [fileId] },
      user.token,
    );
    expect(first.text).toContain('The team meets on Thursdays.');
    const second = await streamChat(
      t,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'What is the launch code of Project Pelican?', sessionId: sessionOf(first) },
      user.token,
    );
    expect(second.text).toContain('The launch code of Project Pelican is PELICAN-7.');
    expect(
      second.frames.some(
        (frame) => frame.code === 200 && frame.data.type === 'source' && frame.data.source.title === 'pelican.txt',
      ),
    ).toBe(true);
  });
});
