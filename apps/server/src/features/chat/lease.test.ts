import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../ai/testing/fake-upstream.ts';
import { openAIChatFormat } from '../../ai/testing/openai-chat-format.ts';
import { getJson, postJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';
import { failLapsedAnswers } from './lease.ts';
import * as store from './store.ts';
import { chatMessages } from './tables.ts';

// Answers left 'streaming' by a server killed mid-answer: their lease runs out and they are
// closed as failed wherever they are seen. Time is moved on the app's clock, not slept.
const LEASE_MS = 2000;
let fake: FakeUpstream;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeUpstream([openAIChatFormat()]);
  t = await startTestApp({
    env: {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.url,
      AI_STALL_TIMEOUT_MS: '60000',
      AI_MAX_RETRIES: '0',
      JOB_LEASE_MS: String(LEASE_MS),
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  t.clock.set(new Date());
});

/** What a `kill -9` mid-answer leaves behind: the question, part of the answer, 'streaming'. */
async function orphanedAnswer(user: TestUser, partial: string) {
  const topic = await store.insertTopic(t.app.platform.db, {
    id: crypto.randomUUID().replaceAll('-', ''),
    userId: user.id,
    title: 'Crashed',
  });
  const row = await store.insertMessage(t.app.platform.db, {
    topicId: topic.id,
    userId: user.id,
    msgId: crypto.randomUUID(),
    input: 'A question the server was answering',
    model: 'gpt3.5',
    response: partial,
    status: 'streaming',
    updatedAt: t.clock.now(),
  });
  return { topic, row };
}

const history = async (user: TestUser, sessionId: string) =>
  (await getJson(t, `/api/cli/chatgpt/v1/page?msgId=${sessionId}`, auth(user))).body.data.records[0];
const statusOf = async (id: number) =>
  (await t.app.platform.db.select().from(chatMessages).where(eq(chatMessages.id, id)))[0]!;

describe('an answer whose server died', () => {
  const expiredLease =
    'stays streaming while its lease runs, ' +
    'and is failed on the next history read once it ran out, keeping the partial text';
  it(expiredLease, async () => {
    const user = await t.createUser();
    const { topic } = await orphanedAnswer(user, 'Half of an ans');
    t.clock.advance(LEASE_MS / 2);
    expect(await history(user, topic.id)).toMatchObject({ status: 'streaming', reponse: 'Half of an ans' });
    t.clock.advance(LEASE_MS);
    expect(await history(user, topic.id)).toMatchObject({
      status: 'fail',
      reponse: 'Half of an ans',
      error: 'The answer was cut off; what arrived is kept',
    });
  });

  it('is failed by the sweep too, with nobody reading; answers within their lease are left alone', async () => {
    const user = await t.createUser();
    const lapsed = await orphanedAnswer(user, 'Partial text kept');
    t.clock.advance(LEASE_MS + 1000);
    // The periodic sweep (once per lease) gets to it without any reader.
    await waitFor(async () => ((await statusOf(lapsed.row.id)).status === 'fail' ? true : undefined));
    expect(await statusOf(lapsed.row.id)).toMatchObject({ status: 'fail', response: 'Partial text kept' });
    // A sweep leaves an answer whose lease is still running alone.
    const live = await orphanedAnswer(user, 'Still being written');
    await failLapsedAnswers(t.app.platform);
    expect(await statusOf(live.row.id)).toMatchObject({ status: 'streaming', response: 'Still being written' });
  });

  it('swept with nobody reading, it says so in the language of whoever reads it later', async () => {
    const user = await t.createUser();
    const { topic, row } = await orphanedAnswer(user, 'Cut short');
    t.clock.advance(LEASE_MS + 1000);
    await failLapsedAnswers(t.app.platform);
    expect(await statusOf(row.id)).toMatchObject({ status: 'fail' });
    const inChinese = await getJson(t, `/api/cli/chatgpt/v1/page?msgId=${topic.id}`, {
      ...auth(user),
      'accept-language': 'zh-CN',
    });
    expect(inChinese.body.data.records[0]).toMatchObject({ status: 'fail', error: '回答被中断，已保留收到的内容' });
    expect(await history(user, topic.id)).toMatchObject({ error: 'The answer was cut off; what arrived is kept' });
  });

  it('a live answer renews its lease, and its own server never fails it', async () => {
    const user = await t.createUser();
    // The upstream says a little, then nothing, keeping the answer open.
    fake.script({ kind: 'stall', text: 'Thinking out loud about it.', chunkSize: 4, afterTextDeltas: 2 });
    const pending = streamChat(
      t,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'Take your time', msgId: 'lease-live' },
      user.token,
    );
    const row = await waitFor(
      async () => (await store.messageOf(t.app.platform.db, user.id, { msgId: 'lease-live' })) ?? undefined,
    );
    t.clock.advance(LEASE_MS * 3);
    expect(await history(user, row.topicId)).toMatchObject({ status: 'streaming' });
    // The next heartbeat renews the lease from the moved clock (other servers judge by it).
    await waitFor(async () =>
      (await statusOf(row.id)).updatedAt.getTime() > t.clock.now().getTime() - LEASE_MS ? true : undefined,
    );
    expect(await history(user, row.topicId)).toMatchObject({ status: 'streaming' });
    expect((await postJson(t, '/api/cli/chatgpt/v1/stop', { msgId: 'lease-live' }, auth(user))).body.data).toBe(true);
    await pending;
    expect(await history(user, row.topicId)).toMatchObject({ status: 'ok', reponse: 'Thinking' });
  });
});

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
