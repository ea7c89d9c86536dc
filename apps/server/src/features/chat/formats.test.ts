import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anthropicFormat } from '../../ai/testing/anthropic-format.ts';
import { startFakeUpstream, type FakeUpstream } from '../../ai/testing/fake-upstream.ts';
import { geminiFormat } from '../../ai/testing/gemini-format.ts';
import { getJson } from '../../testing/accounts.ts';
import { fulfilOrder, openOrder } from '../billing/service.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';

// The chat path over Anthropic's and Gemini's own streaming formats, answers and faults.
let fake: FakeUpstream;
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  fake = await startFakeUpstream([anthropicFormat(), geminiFormat()]);
  t = await startTestApp({
    env: {
      ANTHROPIC_API_KEY: 'ak-test',
      ANTHROPIC_BASE_URL: fake.url,
      GOOGLE_API_KEY: 'gk-test',
      GOOGLE_BASE_URL: fake.url,
      AI_STALL_TIMEOUT_MS: '2000',
      AI_MAX_RETRIES: '0',
    },
  });
  user = await t.createUser();
  // Premium models (anthropic3.7) need the Q&A plan: this user bought one in the sandbox.
  await fulfilOrder(t.app.platform, (await openOrder(t.app.platform, user.id, 8, 'month', 'sandbox')).id);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const record = async (sessionId: string) =>
  (await getJson(t, `/api/cli/chatgpt/v1/page?msgId=${sessionId}`, auth(user))).body.data.records[0];

describe.each([
  { model: 'anthropic3.7', reasoning: true },
  { model: 'gemini', reasoning: false },
])('$model', ({ model, reasoning }) => {
  it('streams the answer (and thinking apart where the model thinks)', async () => {
    fake.script({
      kind: 'answer',
      text: 'Tea is best brewed at 80 degrees.',
      ...(reasoning ? { reasoning: 'Green tea scalds above 85.' } : {}),
    });
    const result = await streamChat(
      t,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'How hot for green tea?', model },
      user.token,
    );
    expect(result.text).toBe('Tea is best brewed at 80 degrees.');
    expect(result.reasoning).toBe(reasoning ? 'Green tea scalds above 85.' : '');
    expect(result.last).toMatchObject({ code: 200, end: true });
  });

  it('keeps the partial answer when the stream breaks off', async () => {
    fake.script({
      kind: 'disconnect',
      text: 'Half of this arrives, the rest does not.',
      chunkSize: 5,
      afterTextDeltas: 2,
    });
    const result = await streamChat(t, '/api/cli/chatgpt/v1/ssePost', { prompt: 'Break please', model }, user.token);
    expect(result.last).toMatchObject({ code: 500, end: true });
    const sessionId = (result.frames[0] as { data: { sessionId: string } }).data.sessionId;
    expect(await record(sessionId)).toMatchObject({ status: 'fail', reponse: result.text, input: 'Break please' });
    expect(result.text.length).toBeGreaterThan(0);
  });

  it('reports an error answer with the SPEC text', async () => {
    fake.script({ kind: 'http-error', status: 500 });
    const result = await streamChat(t, '/api/cli/chatgpt/v1/ssePost', { prompt: 'Error please', model }, user.token);
    expect(result.last).toEqual({ code: 500, end: true, data: 'connection error, please retry later' });
  });
});
