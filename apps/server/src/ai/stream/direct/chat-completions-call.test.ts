import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createModelAccess } from '../../model-access.ts';
import { ask, PIXEL_PNG, run } from '../../testing/access.ts';
import { startFakeUpstream, type FakeUpstream } from '../../testing/fake-upstream.ts';
import { openAIChatFormat } from '../../testing/openai-chat-format.ts';
import type { StreamRequest } from '../../types.ts';

/**
 * An OpenAI-compatible answer read directly and through the AI SDK's stream (the path a swapped
 * transport takes): the same request on the wire and the same parts out. The faults of both
 * paths are in faults.test.ts.
 */
let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream([openAIChatFormat()]);
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const env = () => ({
  OPENAI_API_KEY: 'sk-test',
  OPENAI_BASE_URL: `${fake.url}/v1/`,
  OPENAI_API_STYLE: 'compatible',
  AI_MAX_RETRIES: '0',
});
const direct = () => createModelAccess({ env: env() });
const throughSdk = () => createModelAccess({ env: env(), fetch: (input, init) => fetch(input, init) });

const request: StreamRequest = {
  system: 'Be brief.',
  temperature: 0.3,
  maxOutputTokens: 64,
  messages: [
    { role: 'user', content: 'hello' },
    { role: 'assistant', content: 'hi there' },
    { role: 'user', content: 'What is this?', images: [{ data: PIXEL_PNG, mediaType: 'image/png' }] },
  ],
};

it('sends what the SDK sends, to the same address, with the key', async () => {
  fake.script({ kind: 'answer', text: 'one' }, { kind: 'answer', text: 'two' });
  await run(direct(), 'gpt4.0', request);
  await run(throughSdk(), 'gpt4.0', request);
  const [read, sdk] = fake.requests;
  expect(read?.path).toBe('/v1/chat/completions');
  expect(read?.path).toBe(sdk?.path);
  expect(read?.body).toEqual(sdk?.body);
  expect(read?.body).toMatchObject({ stream: true, stream_options: { include_usage: true }, temperature: 0.3 });
  expect(read?.headers.authorization).toBe('Bearer sk-test');
  // Only the SDK's own transport names it: the first call did not go through the SDK.
  expect(sdk?.headers['user-agent']).toMatch(/ai-sdk/);
  expect(read?.headers['user-agent']).toBeUndefined();
});

it('gives the same parts as the SDK: reasoning, text in the same pieces, the finish', async () => {
  const answer = {
    kind: 'answer',
    reasoning: 'Let me see… a pixel.',
    text: 'A single pixel, 1×1.',
    chunkSize: 3,
  } as const;
  fake.script(answer, answer);
  const read = await run(direct(), 'gpt3.5', ask('q'));
  const sdk = await run(throughSdk(), 'gpt3.5', ask('q'));
  const shape = (parts: typeof read.parts) =>
    parts.map((part) => (part.type === 'text' || part.type === 'reasoning' ? [part.type, part.text] : [part.type]));
  expect(shape(read.parts)).toEqual(shape(sdk.parts));
  expect(read.text).toBe('A single pixel, 1×1.');
  expect(read.reasoning).toBe('Let me see… a pixel.');
  expect(read.last).toMatchObject({ type: 'finish', reason: 'stop', result: { text: 'A single pixel, 1×1.' } });
});

it('hangs up on the upstream when the reader stops early', async () => {
  fake.script({ kind: 'answer', text: 'a long answer that goes on and on', chunkSize: 2, delayMs: 20 });
  for await (const part of direct().languageModel('gpt3.5').stream(ask('q'))) {
    if (part.type === 'text') break;
  }
  await expect.poll(() => fake.requests[0]?.clientClosed).toBe(true);
});
