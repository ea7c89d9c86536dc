import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ask, PIXEL_PNG, run, testAccess } from '../testing/access.ts';
import { startFakeUpstream, type FakeUpstream } from '../testing/fake-upstream.ts';
import { geminiFormat } from '../testing/gemini-format.ts';

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream([geminiFormat()]);
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const access = () => testAccess({ GOOGLE_API_KEY: 'g-key', GOOGLE_BASE_URL: `${fake.url}/v1beta` });

it('streams gemini over streamGenerateContent?alt=sse with the key header and system instruction', async () => {
  fake.script({ kind: 'answer', text: 'Gemini answers here.' });
  const out = await run(access(), 'gemini', ask('Hi', { system: 'Reply in one line.' }));
  expect(out.text).toBe('Gemini answers here.');
  expect(out.last).toMatchObject({ type: 'finish', reason: 'stop' });
  const request = fake.requests[0];
  expect(request?.path).toBe('/v1beta/models/gemini-2.5-flash:streamGenerateContent');
  expect(request?.query.get('alt')).toBe('sse');
  expect(request?.headers['x-goog-api-key']).toBe('g-key');
  expect(request?.body.systemInstruction).toEqual({ parts: [{ text: 'Reply in one line.' }] });
  expect(request?.body.contents).toEqual([{ role: 'user', parts: [{ text: 'Hi' }] }]);
});

it('keeps thought parts out of the answer text', async () => {
  fake.script({ kind: 'answer', reasoning: 'Let me think.', text: 'Answer.' });
  const out = await run(access(), 'gemini', ask('Q'));
  expect(out.text).toBe('Answer.');
  expect(out.reasoning).toBe('Let me think.');
});

it('sends images as inline data', async () => {
  await run(access(), 'gemini', {
    messages: [{ role: 'user', content: 'Look', images: [{ data: PIXEL_PNG, mediaType: 'image/png' }] }],
  });
  expect(fake.requests[0]?.body.contents[0].parts).toEqual([
    { inlineData: { mimeType: 'image/png', data: Buffer.from(PIXEL_PNG).toString('base64') } },
    { text: 'Look' },
  ]);
});
