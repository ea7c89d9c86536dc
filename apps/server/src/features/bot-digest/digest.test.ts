import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postForm } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';
import { until } from '../../testing/until.ts';
import { settle } from '../../platform/queue/testing.ts';
import { botCall, createBot, makeVip } from '../bots/test-kit.ts';
import { ROUND_MS } from './jobs.ts';

/**
 * The plugins' daily digest: once the bot's local send time has come, its owner gets one digest
 * of the new conversations by each channel that is on (email to a verified address, SMS to the
 * account's number; the outbox here), never twice a day; the plugins tab reads how it went.
 */
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let botId: string;
let slot = 1;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.createUser({ email: 'owner@example.com', emailVerified: true });
  stranger = await t.createUser({ email: 'stranger@example.com', emailVerified: true });
  await makeVip(t, owner);
  const bot = await createBot(t, owner, { isPublic: true });
  botId = bot.tableId;
});
afterAll(() => t.close());

const ask = (user: TestUser, prompt: string) =>
  streamChat(t, '/api/cli/chatgpt/v1/ssePost', { prompt, botId }, user.token);
const lastDigest = (user: TestUser | null, tableId = botId) =>
  postForm(t, '/api/cli/chat/bot/v1/lastDigest', { tableId }, user ? auth(user) : {});
const outbox = async (to: string) => (await getJson(t, `/api/dev/outbox?to=${to}`)).body.data as { text: string }[];

/** Runs the round now, as the recurring job would in its next period, and waits for it to end. */
async function round() {
  const { queue } = t.app.platform;
  const at = new Date(Math.floor(Date.now() / ROUND_MS + slot++) * ROUND_MS);
  await queue.offerRecurring(at);
  await settle(queue, `bots.digest.round@${at.toISOString()}`);
}

describe('a bot’s daily digest', () => {
  it('tells the owner, once a day, what was asked, and the plugins tab says how it went', async () => {
    expect((await lastDigest(owner)).body.data).toBeNull();
    await ask(stranger, 'How much is green tea?');
    await ask(owner, 'how much is  green tea?');
    await ask(stranger, 'Do you sell oolong?');
    // The plugins go on after the questions: a round may claim the day's digest at once (this
    // app's, offered as its queue started and run late on a busy machine, or another app's on the
    // same PostgreSQL database), and it must count them. On before, such a round claimed an empty one.
    const plugins = { email: true, sms: true, sendTime: '00:00', timeZone: 'UTC' };
    expect((await botCall(t, owner, 'update', { tableId: botId, plugins })).body.code).toBe(200);

    await round();
    const digest = await until(
      async () => (await lastDigest(owner)).body.data,
      (data) => data?.status === 'sent',
    );
    expect(digest).toMatchObject({
      status: 'sent',
      conversations: 3,
      questions: 3,
      email: { status: 'sent', reason: null },
      sms: { status: 'skipped', reason: 'Your account has no mobile number' },
    });
    const mail = await outbox('owner@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('3 conversations, 3 questions from 2 people');
    expect(mail[0]!.text).toContain('- How much is green tea? (2)');
    expect(mail[0]!.text).toContain(`/bot/update/${botId}`);
    // Written in the language the owner saved the plugins in.
    expect((await botCall(t, owner, 'get', { tableId: botId })).body.data.plugins.language).toBe('en');

    // Later rounds the same day send nothing more.
    await round();
    await round();
    await t.app.platform.queue.poll();
    expect(await outbox('owner@example.com')).toHaveLength(1);
  });

  it('stops when the owner’s Pro plan has ended', async () => {
    const lapsed = await t.createUser({ email: 'lapsed@example.com', emailVerified: true });
    await makeVip(t, lapsed);
    const bot = await createBot(t, lapsed, {
      plugins: { email: true, sms: false, sendTime: '00:00', timeZone: 'UTC' },
    });
    t.clock.advance(40 * 24 * 3_600_000); // past the month's plan
    await round(); // a digest due would be claimed by the round itself
    expect((await lastDigest(lapsed, bot.tableId)).body.data).toBeNull();
    expect(await outbox('lapsed@example.com')).toHaveLength(0);
    t.clock.advance(-40 * 24 * 3_600_000);
  });

  it('is read by the owner alone, in the reader’s language', async () => {
    const zh = await postForm(
      t,
      '/api/cli/chat/bot/v1/lastDigest',
      { tableId: botId },
      { ...auth(owner), 'accept-language': 'zh-CN' },
    );
    expect(zh.body.data.sms.reason).toBe('您的账号没有手机号');
    const refused = await lastDigest(stranger);
    expect(refused.status).toBe(403);
    expect((await lastDigest(null)).status).toBe(401);
    expect((await lastDigest(owner, 'no-such-bot')).status).toBe(404);
  });
});
