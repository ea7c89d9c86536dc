import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ask, PIXEL_PNG, run, testAccess } from '../testing/access.ts';
import { startFakeUpstream, type FakeUpstream } from '../testing/fake-upstream.ts';
import { openAIChatFormat } from '../testing/openai-chat-format.ts';
import { openAIResponsesFormat } from '../testing/openai-responses-format.ts';

/** OpenAI's own API (OPENAI_API_STYLE=official): chat-completions, and Responses for o1. */
let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream([openAIChatFormat(), openAIResponsesFormat()]);
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const access = (extra: Record<string, string> = {}) =>
  testAccess({ OPENAI_API_KEY: 'sk-live', OPENAI_BASE_URL: `${fake.url}/v1`, OPENAI_API_STYLE: 'official', ...extra });

it('streams gpt3.5 over chat-completions with the bearer key and gpt-3.5-turbo', async () => {
  fake.script({ kind: 'answer', text: 'Hi there!' });
  const out = await run(access(), 'gpt3.5', ask('Hello', { system: 'Be brief.' }));
  expect(out.text).toBe('Hi there!');
  expect(out.last).toMatchObject({ type: 'finish', reason: 'stop' });
  const request = fake.requests[0];
  expect(request?.path).toBe('/v1/chat/completions');
  expect(request?.headers.authorization).toBe('Bearer sk-live');
  expect(request?.body.model).toBe('gpt-3.5-turbo');
  expect(request?.body.messages[0]).toEqual({ role: 'system', content: 'Be brief.' });
});

it('streams gpto1 over the Responses API with its reasoning summary apart from the answer', async () => {
  fake.script({ kind: 'answer', reasoning: 'Checking units first.', text: '42 km' });
  const out = await run(access(), 'gpto1', ask('How far?', { system: 'Custom instructions: metric units.' }));
  expect(out.reasoning).toBe('Checking units first.');
  expect(out.text).toBe('42 km');
  const request = fake.requests[0];
  expect(request?.path).toBe('/v1/responses');
  expect(request?.body.model).toBe('o1');
  expect(request?.body.reasoning).toEqual({ summary: 'auto' });
  expect(request?.body.store).toBe(false);
  // o-series models take instructions in the developer role.
  expect(request?.body.input[0]).toEqual({ role: 'developer', content: 'Custom instructions: metric units.' });
});

it('sends images to gpt4.0 as data URLs', async () => {
  await run(access({ OPENAI_MODEL_GPT4: 'gpt-4o-2024-11-20' }), 'gpt4.0', {
    messages: [{ role: 'user', content: 'Describe', images: [{ data: PIXEL_PNG, mediaType: 'image/png' }] }],
  });
  const request = fake.requests[0];
  expect(request?.body.model).toBe('gpt-4o-2024-11-20');
  expect(request?.body.messages[0].content[0].image_url.url).toMatch(/^data:image\/png;base64,iVBOR/);
});

it('treats a set OPENAI_BASE_URL as a compatible server unless told otherwise', async () => {
  await run(testAccess({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: `${fake.url}/v1` }), 'gpto1', ask('q'));
  expect(fake.requests[0]?.path).toBe('/v1/chat/completions');
});
