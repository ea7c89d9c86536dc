import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../ai/testing/fake-upstream.ts';
import { openAIChatFormat } from '../../ai/testing/openai-chat-format.ts';
import { getJson, postJson } from '../../testing/accounts.ts';
import { createTestStore, type TestStore } from '../../testing/database.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';

// Runs only in the PostgreSQL + Redis pass: two instances behind one load balancer, one database
// and one Redis. The answer is written by the first; the stop request reaches the second.
let store: TestStore;
let fake: FakeUpstream;
let first: TestApp;
let second: TestApp;
let user: TestUser;

beforeAll(async () => {
  store = await createTestStore();
  fake = await startFakeUpstream([openAIChatFormat()]);
  const env = { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, AI_MAX_RETRIES: '0' };
  first = await startTestApp({ store, env });
  second = await startTestApp({ store, env });
  user = await first.createUser();
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await fake?.close();
  await store?.drop();
});

const LONG = 'A long answer that goes on and on, and then on some more, until somebody stops it.';

describe('stop on any instance', () => {
  it('ends an answer written by another instance, keeping what came as finished', async () => {
    fake.script({ kind: 'answer', text: LONG, chunkSize: 3, delayMs: 60 });
    let firstText: () => void = () => {};
    const texted = new Promise<void>((resolve) => (firstText = resolve));
    const pending = streamChat(
      first,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'Long one', msgId: 'stop-elsewhere' },
      user.token,
      {},
      (frame) => {
        if (frame.code === 200 && frame.data.type === 'text') firstText();
      },
    );
    await texted;

    const stopped = await postJson(second, '/api/cli/chatgpt/v1/stop', { msgId: 'stop-elsewhere' }, auth(user));
    expect(stopped.body.data).toBe(true);
    const result = await pending;
    expect(result.last).toMatchObject({ code: 200, end: true });
    expect(result.text.length).toBeLessThan(LONG.length);

    const sessionId = (result.frames[0] as { data: { sessionId: string } }).data.sessionId;
    const history = await getJson(second, `/api/cli/chatgpt/v1/page?msgId=${sessionId}`, auth(user));
    expect(history.body.data.records[0]).toMatchObject({ status: 'ok', reponse: result.text });
  });

  it("answers false for an answer nobody is writing, and never stops another user's", async () => {
    const other = await second.createUser();
    fake.script({ kind: 'answer', text: LONG, chunkSize: 3, delayMs: 30 });
    let firstText: () => void = () => {};
    const texted = new Promise<void>((resolve) => (firstText = resolve));
    const pending = streamChat(
      first,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'Mine', msgId: 'not-yours' },
      user.token,
      {},
      (frame) => {
        if (frame.code === 200 && frame.data.type === 'text') firstText();
      },
    );
    await texted;
    expect((await postJson(second, '/api/cli/chatgpt/v1/stop', { msgId: 'not-yours' }, auth(other))).body.data).toBe(
      false,
    );
    expect((await postJson(second, '/api/cli/chatgpt/v1/stop', { msgId: 'nobody' }, auth(user))).body.data).toBe(false);
    const result = await pending;
    expect(result.text).toBe(LONG);
  });
});
