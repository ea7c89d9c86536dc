import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ask, PIXEL_PNG, run, testAccess } from '../testing/access.ts';
import { anthropicFormat } from '../testing/anthropic-format.ts';
import { startFakeUpstream, type FakeUpstream } from '../testing/fake-upstream.ts';

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream([anthropicFormat()]);
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const access = () =>
  testAccess({ ANTHROPIC_API_KEY: 'sk-ant', ANTHROPIC_BASE_URL: `${fake.url}/v1`, ANTHROPIC_THINKING_BUDGET: '2048' });

it('streams anthropic3.7 thinking apart from the answer, with thinking enabled upstream', async () => {
  fake.script({ kind: 'answer', reasoning: 'The user wants a haiku.', text: 'Old pond, frog jumps in.' });
  const out = await run(access(), 'anthropic3.7', ask('Write a haiku', { system: 'You are a poet.' }));
  expect(out.reasoning).toBe('The user wants a haiku.');
  expect(out.text).toBe('Old pond, frog jumps in.');
  expect(out.last).toMatchObject({ type: 'finish', reason: 'stop' });
  const request = fake.requests[0];
  expect(request?.path).toBe('/v1/messages');
  expect(request?.headers['x-api-key']).toBe('sk-ant');
  expect(request?.headers['anthropic-version']).toBeTruthy();
  expect(request?.body.model).toBe('claude-3-7-sonnet-20250219');
  expect(request?.body.thinking).toEqual({ type: 'enabled', budget_tokens: 2048 });
  expect(request?.body.system).toEqual([{ type: 'text', text: 'You are a poet.' }]);
});

it('calls the plain anthropic model without thinking', async () => {
  fake.script({ kind: 'answer', text: 'Hello.' });
  const out = await run(access(), 'anthropic', ask('Hi'));
  expect(out.text).toBe('Hello.');
  expect(out.reasoning).toBe('');
  expect(fake.requests[0]?.body.model).toBe('claude-sonnet-4-5');
  expect(fake.requests[0]?.body.thinking).toBeUndefined();
});

it('sends images as base64 image blocks', async () => {
  await run(access(), 'anthropic', {
    messages: [{ role: 'user', content: 'What is it?', images: [{ data: PIXEL_PNG, mediaType: 'image/png' }] }],
  });
  const content = fake.requests[0]?.body.messages[0].content;
  expect(content[0]).toMatchObject({
    type: 'image',
    source: { type: 'base64', media_type: 'image/png', data: Buffer.from(PIXEL_PNG).toString('base64') },
  });
  expect(content[1]).toMatchObject({ type: 'text', text: 'What is it?' });
});
