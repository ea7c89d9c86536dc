import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getJson, postForm } from '../../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../../testing/harness.ts';
import { streamChat } from '../../../testing/sse.ts';
import { settle } from '../../../platform/queue/testing.ts';
import { addSource, settled } from '../../knowledge/test-kit.ts';
import { createBot } from '../test-kit.ts';
import { eq } from 'drizzle-orm';
import { quotaDay } from '../../billing/service.ts';
import { daysEndingWith } from './days.ts';
import { botDailyStats, botQuestions } from './tables.ts';

/**
 * The data report: every question asked of a bot is a usage row; the half-hourly job counts
 * them by day (conversations, questions, askers, knowledge hits and misses, ratings), and the
 * owner alone reads the last 7 or 30 days.
 */
// Starting the app migrates a fresh database: slow on a busy machine.
vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let botId: string;
let slot = 1;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.createUser();
  stranger = await t.createUser();
  botId = (await createBot(t, owner, { isPublic: true, scoreThreshold: 0, originality: 5 })).tableId;
  const menu = { kind: 'text', title: 'Menu', body: 'Our green tea costs 5 yuan a cup and oolong costs 8 yuan.' };
  const added = await addSource(t, owner, menu, { container: { kind: 'bot', id: botId } });
  await settled(t, owner, added.body.data.id);
});
afterAll(() => t.close());

const ask = async (user: TestUser, prompt: string) => {
  const result = await streamChat(t, '/api/cli/chatgpt/v1/ssePost', { prompt, botId }, user.token);
  return (result.frames[0] as { data: { tableId: number } }).data.tableId;
};
const report = (user: TestUser | null, query: string, headers: Record<string, string> = {}) =>
  getJson(t, `/api/cli/chatgptrole/daily/statistics/v1/page?${query}`, { ...(user ? auth(user) : {}), ...headers });

/** Runs the aggregation as its next half-hourly run would, and waits for it. */
async function aggregate() {
  const period = 30 * 60_000;
  const at = new Date(Math.floor(Date.now() / period + slot++) * period);
  await t.app.platform.queue.offerRecurring(at);
  await settle(t.app.platform.queue, `bots.stats@${at.toISOString()}`);
}

describe('a bot’s data report', () => {
  it('counts conversations, questions, askers, knowledge hits and misses, and ratings by day', async () => {
    const first = await ask(stranger, 'How much is green tea?');
    await ask(stranger, 'What does oolong cost?');
    await ask(owner, 'Quelle heure est-il à Paris?');
    const rated = await postForm(
      t,
      '/api/cli/chatgpt/v1/setScore',
      { tableId: String(first), score: '1' },
      auth(stranger),
    );
    expect(rated.body.code).toBe(200);

    await aggregate();
    const answer = await report(owner, `roleId=${botId}`);
    expect(answer.status).toBe(200);
    const { records, refreshedAt, periodUsers } = answer.body.data;
    expect(periodUsers).toBe(2);
    expect(records).toHaveLength(7);
    expect(records.at(-1)).toEqual({
      day: quotaDay(t.app.platform),
      conversations: 3,
      questions: 3,
      users: 2,
      knowledgeHits: 2,
      knowledgeMisses: 1,
      ratings: 1,
      satisfaction: 1,
    });
    expect(records[0]).toMatchObject({ questions: 0, satisfaction: null });
    expect(Date.parse(refreshedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await report(owner, `roleId=${botId}&days=30`)).body.data.records).toHaveLength(30);
  });

  it('follows a rating taken back at the next run', async () => {
    const second = await ask(stranger, 'And green tea again?');
    await postForm(t, '/api/cli/chatgpt/v1/setScore', { tableId: String(second), score: '-1' }, auth(stranger));
    await aggregate();
    expect((await report(owner, `roleId=${botId}`)).body.data.records.at(-1)).toMatchObject({
      questions: 4,
      ratings: 2,
      satisfaction: 0.5,
    });
    await postForm(t, '/api/cli/chatgpt/v1/setScore', { tableId: String(second), score: '0' }, auth(stranger));
    await aggregate();
    expect((await report(owner, `roleId=${botId}`)).body.data.records.at(-1)).toMatchObject({
      ratings: 1,
      satisfaction: 1,
    });
  });

  it('counts a rating given days after the question into the day it was asked', async () => {
    const fresh = (await createBot(t, owner, { isPublic: true })).tableId;
    const asked = await streamChat(
      t,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'Hello?', botId: fresh },
      stranger.token,
    );
    const answerId = (asked.frames[0] as { data: { tableId: number } }).data.tableId;
    await aggregate();
    // The question was asked (and counted) five days ago; the job now counts only today and yesterday.
    const { db } = t.app.platform;
    const fiveDaysAgo = daysEndingWith(quotaDay(t.app.platform), 6)[0]!;
    await db.update(botQuestions).set({ day: fiveDaysAgo }).where(eq(botQuestions.botId, fresh));
    await db.update(botDailyStats).set({ day: fiveDaysAgo }).where(eq(botDailyStats.botId, fresh));

    const rated = await postForm(
      t,
      '/api/cli/chatgpt/v1/setScore',
      { tableId: String(answerId), score: '1' },
      auth(stranger),
    );
    expect(rated.body.code).toBe(200);
    await aggregate();
    const records = (await report(owner, `roleId=${fresh}`)).body.data.records as Array<{ day: string }>;
    expect(records.find((record) => record.day === fiveDaysAgo)).toMatchObject({
      questions: 1,
      ratings: 1,
      satisfaction: 1,
    });
  });

  it('is the owner’s alone, for 7 or 30 days', async () => {
    expect((await report(stranger, `roleId=${botId}`)).status).toBe(403);
    expect((await report(null, `roleId=${botId}`)).status).toBe(401);
    expect((await report(owner, 'roleId=no-such-bot')).status).toBe(404);
    const privateBot = (await createBot(t, owner)).tableId;
    expect((await report(stranger, `roleId=${privateBot}`)).status).toBe(404);
    const wrong = await report(owner, `roleId=${botId}&days=5`, { 'accept-language': 'zh-CN' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('7 天或 30 天');
  });

  it('shows today’s questions when the owner opens it, counted again at most once a minute', async () => {
    const fresh = (await createBot(t, owner, { isPublic: true })).tableId;
    const today = async () => (await report(owner, `roleId=${fresh}`)).body.data.records.at(-1);
    expect(await today()).toMatchObject({ questions: 0, users: 0 });
    await streamChat(t, '/api/cli/chatgpt/v1/ssePost', { prompt: 'Hello there?', botId: fresh }, stranger.token);
    // No run of the job: the read counts today again.
    expect(await today()).toMatchObject({ questions: 1, conversations: 1, users: 1 });
    await streamChat(t, '/api/cli/chatgpt/v1/ssePost', { prompt: 'And again?', botId: fresh }, owner.token);
    // Within the minute the figures just counted are kept…
    expect(await today()).toMatchObject({ questions: 1 });
    t.clock.advance(61_000);
    // …and counted again after it.
    const before = t.clock.now().getTime();
    const answer = await report(owner, `roleId=${fresh}`);
    expect(answer.body.data.records.at(-1)).toMatchObject({ questions: 2, users: 2 });
    expect(Date.parse(answer.body.data.refreshedAt)).toBeGreaterThanOrEqual(before);
  });
});
