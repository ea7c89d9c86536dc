import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ask, run, testAccess } from '../testing/access.ts';
import { startFakeUpstream, type FakeUpstream } from '../testing/fake-upstream.ts';
import { openAIChatFormat } from '../testing/openai-chat-format.ts';

/** Opening the provider's stream without streamText: retries, their back-off, and the prompt sent. */
let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream([openAIChatFormat()]);
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const env = { DEEPSEEK_API_KEY: 'k', AI_MAX_RETRIES: '2', AI_STALL_TIMEOUT_MS: '10000' };

it('stops waiting to retry as soon as the caller aborts, without calling again', async () => {
  fake.script({ kind: 'http-error', status: 503 }, { kind: 'answer', text: 'too late' });
  const access = testAccess({ ...env, DEEPSEEK_BASE_URL: fake.url });
  const started = performance.now();
  const out = await run(access, 'deepseekV3', ask('x', { signal: AbortSignal.timeout(200) }));
  // The first retry would wait 2 s; the abort ends the wait and the call.
  expect(performance.now() - started).toBeLessThan(1500);
  expect(out.last).toMatchObject({ type: 'finish', reason: 'aborted', result: { text: '' } });
  expect(fake.requests).toHaveLength(1);
});

it('gives up after AI_MAX_RETRIES retryable failures and reports the last one', async () => {
  fake.script({ kind: 'http-error', status: 503 }, { kind: 'http-error', status: 429 });
  const access = testAccess({ ...env, AI_MAX_RETRIES: '1', DEEPSEEK_BASE_URL: fake.url });
  const out = await run(access, 'deepseekV3', ask('x'));
  expect(out.last).toMatchObject({ type: 'error', error: { kind: 'rate_limited' } });
  expect(fake.requests).toHaveLength(2);
});

it('sends the system prompt first and every earlier turn as text, as streamText did', async () => {
  fake.script({ kind: 'answer', text: 'ok' });
  await run(
    testAccess({ ...env, DEEPSEEK_BASE_URL: fake.url }),
    'deepseekV3',
    ask('and now?', {
      system: 'Be brief.',
      messages: [
        { role: 'user', content: 'hello' },
        { role: 'assistant', content: 'hi there' },
        { role: 'user', content: 'and now?' },
      ],
    }),
  );
  expect(fake.requests[0]?.body.messages).toEqual([
    { role: 'system', content: 'Be brief.' },
    { role: 'user', content: 'hello' },
    { role: 'assistant', content: 'hi there' },
    { role: 'user', content: 'and now?' },
  ]);
});
