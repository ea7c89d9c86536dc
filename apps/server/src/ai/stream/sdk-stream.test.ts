import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createModelAccess } from '../model-access.ts';
import { ask, run, testAccess } from '../testing/access.ts';
import { startFakeUpstream, type FakeUpstream } from '../testing/fake-upstream.ts';
import { openAIChatFormat } from '../testing/openai-chat-format.ts';

/** Behaviour shared by every real adapter: abort, early stop, retries, timing, context documents. */
let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream([openAIChatFormat()]);
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const env = () => ({ DEEPSEEK_API_KEY: 'k', DEEPSEEK_BASE_URL: fake.url });
const LONG = 'one two three four five six seven eight nine ten eleven twelve';

it('stops on the caller’s abort, keeping the partial answer, and hangs up on the upstream', async () => {
  fake.script({ kind: 'answer', text: LONG, chunkSize: 4, delayMs: 30 });
  const controller = new AbortController();
  const model = testAccess(env()).languageModel('deepseekV3');
  const seen: string[] = [];
  let last;
  for await (const part of model.stream(ask('count', { signal: controller.signal }))) {
    if (part.type === 'text') {
      seen.push(part.text);
      if (seen.length === 2) controller.abort();
    }
    last = part;
  }
  expect(last).toMatchObject({ type: 'finish', reason: 'aborted', result: { text: seen.join('') } });
  expect(seen.join('').length).toBeLessThan(LONG.length);
  await expect.poll(() => fake.requests[0]?.clientClosed).toBe(true);
});

it('closes the upstream connection when the consumer stops reading', async () => {
  fake.script({ kind: 'answer', text: LONG, chunkSize: 4, delayMs: 30 });
  for await (const part of testAccess(env()).languageModel('deepseekV3').stream(ask('count'))) {
    if (part.type === 'text') break;
  }
  await expect.poll(() => fake.requests[0]?.clientClosed).toBe(true);
});

it('does not call upstream at all when already aborted', async () => {
  const out = await run(testAccess(env()), 'deepseekV3', ask('x', { signal: AbortSignal.abort() }));
  expect(out.last).toMatchObject({ type: 'finish', reason: 'aborted', result: { text: '' } });
  expect(fake.requests).toHaveLength(0);
});

it('retries a failure before the first byte once (AI_MAX_RETRIES), but never an auth failure', async () => {
  // The SDK backs off about 2 s before retrying; the stall limit must outlast that.
  const access = testAccess({ ...env(), AI_MAX_RETRIES: '1', AI_STALL_TIMEOUT_MS: '5000' });
  fake.script({ kind: 'http-error', status: 503 }, { kind: 'answer', text: 'second time lucky' });
  expect((await run(access, 'deepseekV3', ask('x'))).text).toBe('second time lucky');
  expect(fake.requests).toHaveLength(2);

  fake.reset();
  fake.script({ kind: 'http-error', status: 401 });
  const failed = await run(access, 'deepseekV3', ask('x'));
  expect(failed.last).toMatchObject({ type: 'error', error: { kind: 'auth' } });
  expect(fake.requests).toHaveLength(1);
});

it('reports an unreachable upstream as a connection error', async () => {
  const closed = await startFakeUpstream([openAIChatFormat()]);
  await closed.close();
  const out = await run(testAccess({ DEEPSEEK_API_KEY: 'k', DEEPSEEK_BASE_URL: closed.url }), 'deepseekV3', ask('x'));
  expect(out.last).toMatchObject({ type: 'error', error: { kind: 'disconnected', key: 'ai.streamError' } });
});

it('times the first token, and reports none when nothing came', async () => {
  fake.script({ kind: 'answer', text: 'slow start', delayMs: 60 });
  const out = await run(testAccess(env()), 'deepseekV3', ask('x'));
  if (out.last.type !== 'finish') throw new Error('expected finish');
  // The role chunk comes first, then the first text chunk one delay later.
  expect(out.last.result.firstTokenMs).toBeGreaterThanOrEqual(50);
  expect(out.last.result.durationMs).toBeGreaterThanOrEqual(out.last.result.firstTokenMs ?? 0);

  fake.script({ kind: 'http-error', status: 500 });
  const failed = await run(testAccess(env()), 'deepseekV3', ask('x'));
  expect(failed.last.type === 'error' && failed.last.result.firstTokenMs).toBeNull();
});

it('puts the user’s documents in the system prompt and announces them as numbered sources', async () => {
  fake.script({ kind: 'answer', text: 'The launch is in May [1].' });
  const out = await run(
    testAccess(env()),
    'deepseekV3',
    ask('When is the launch?', {
      system: 'Be concise.',
      documents: [
        { id: 'doc-plan', title: 'Launch plan', text: 'The launch is scheduled for May.' },
        { id: 'doc-menu', title: 'Canteen menu', text: 'Soup on Mondays.', url: 'https://intranet.example/menu' },
      ],
    }),
  );
  const system = fake.requests[0]?.body.messages[0];
  expect(system.role).toBe('system');
  expect(system.content).toMatch(/^Be concise\.\n\n/);
  expect(system.content).toContain('[1] Launch plan\nThe launch is scheduled for May.');
  expect(system.content).toContain('[2] Canteen menu\nSoup on Mondays.');
  expect(out.sources).toEqual([
    { index: 1, title: 'Launch plan', documentId: 'doc-plan' },
    { index: 2, title: 'Canteen menu', documentId: 'doc-menu', url: 'https://intranet.example/menu' },
  ]);
  expect(out.parts[0]?.type).toBe('source');
});

it('lets a test or bench swap the transport', async () => {
  const urls: string[] = [];
  const access = createModelAccess({
    env: { ...env(), AI_MAX_RETRIES: '0' },
    fetch: (input, init) => {
      urls.push(String(input));
      return fetch(input, init);
    },
  });
  await run(access, 'deepseekV3', ask('x'));
  expect(urls).toEqual([`${fake.url}/chat/completions`]);
});

it('does not blame the upstream for a slow consumer', async () => {
  fake.script({ kind: 'answer', text: 'abcdefghijkl', chunkSize: 4 });
  const access = testAccess({ ...env(), AI_STALL_TIMEOUT_MS: '100' });
  let last;
  for await (const part of access.languageModel('deepseekV3').stream(ask('x'))) {
    // Each part takes longer to handle than the stall limit, as a slow database write might.
    if (part.type === 'text') await new Promise((resolve) => setTimeout(resolve, 150));
    last = part;
  }
  expect(last).toMatchObject({ type: 'finish', reason: 'stop', result: { text: 'abcdefghijkl' } });
});
