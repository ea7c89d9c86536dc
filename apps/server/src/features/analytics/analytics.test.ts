import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMjProxy } from '../../ai/image/testing/fake-mj-proxy.ts';
import { rows } from '../../platform/db/migrate.ts';
import { getJson, postForm, postJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { until } from '../../testing/until.ts';
import { imagine, settled } from '../draw/test-kit.ts';

/**
 * Analytics through the real server: error answers, failed sign-ins and drawings are recorded
 * with codes only, the web's reports are checked and limited, the summary is for ADMIN_EMAILS,
 * and the sweep keeps ANALYTICS_RETENTION_DAYS. One server (with a fake Midjourney proxy, so a
 * drawing can fail) serves the whole file.
 */
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeMjProxy>>;
let admin: TestUser;
const DAY = 24 * 60 * 60_000;
const SECRET = 'SECRET-prompt-words-7f3a';

beforeAll(async () => {
  fake = await startFakeMjProxy({ secret: 'proxy-secret' });
  t = await startTestApp({
    env: {
      ADMIN_EMAILS: 'Boss@Example.com, other@example.com',
      ANALYTICS_TRACK_PER_MINUTE: '3',
      MJ_PROXY_URL: fake.url,
      MJ_PROXY_SECRET: 'proxy-secret',
      DRAW_POLL_MS: '20',
    },
  });
  admin = await t.createUser({ email: 'boss@example.com', emailVerified: true });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type EventRow = { name: string; code: string; user_id: number | null; properties: Record<string, unknown> };
/** Every stored event, after the recorder has written what waits (the summary call flushes it). */
async function storedEvents(): Promise<EventRow[]> {
  await getJson(t, '/api/cli/analytics/v1/summary', auth(admin));
  return rows<EventRow>(
    await t.app.platform.db.execute(
      sql`select name, code, user_id::int as user_id, properties from analytics_events order by id`,
    ),
  );
}
const summary = async (query = '') => (await getJson(t, `/api/cli/analytics/v1/summary${query}`, auth(admin))).body;
const track = (body: unknown, headers: Record<string, string> = {}) =>
  postJson(t, '/api/cli/analytics/v1/track', body, headers);

describe('events the server records', () => {
  it('a failed sign-in counts as login_failed with its reason only, in the admin summary', async () => {
    const before = await summary();
    const failed = await postForm(t, '/api/login/v1/email', { email: 'nobody@example.com', password: 'wrong123x' });
    expect(failed.body.code).toBe(400);
    const after = await summary('?days=1');
    expect(after.code).toBe(200);
    const row = (data: typeof after.data) =>
      data.rows.find((r: { name: string; code: string }) => r.name === 'login_failed');
    expect(row(after.data)).toMatchObject({ code: 'auth.badCredentials', count: (row(before.data)?.count ?? 0) + 1 });
    expect(after.data).toMatchObject({ days: 1, timeZone: 'UTC', total: expect.any(Number) as number });
    expect(JSON.stringify(after.data)).not.toContain('nobody@example.com');
    const stored = (await storedEvents()).filter((event) => event.name === 'login_failed');
    expect(stored.at(-1)).toEqual({
      name: 'login_failed',
      code: 'auth.badCredentials',
      user_id: null,
      properties: { method: 'email' },
    });
  });

  it("an error answer is api_error with its code, route pattern and key, never the body's prompt", async () => {
    const user = await t.createUser();
    const refused = await imagine(t, user, { prompt: `${SECRET} ${'x'.repeat(2100)}` });
    expect(refused.body.code).toBe(400);
    const events = await storedEvents();
    expect(events.at(-1)).toMatchObject({
      name: 'api_error',
      code: '400',
      user_id: user.id,
      properties: { route: 'POST /api/cli/mj/v1/imagine', key: expect.any(String) as string },
    });
    expect(JSON.stringify(events)).not.toContain(SECRET);
  });

  it("a drawing the service fails is draw_failed with the cause, never the prompt or the service's words", async () => {
    const user = await t.createUser();
    fake.next({ kind: 'failure', reason: `Banned prompt: ${SECRET}` });
    const id = (await imagine(t, user, { prompt: `a castle ${SECRET}` })).body.data;
    expect(await settled(t, user, id)).toMatchObject({ code: '02' });
    const events = await until(storedEvents, (all) => all.some((event) => event.name === 'draw_failed'));
    expect(events.find((event) => event.name === 'draw_failed')).toEqual({
      name: 'draw_failed',
      code: 'refused',
      user_id: user.id,
      properties: { action: 'CREATE', provider: 'mj-proxy' },
    });
    expect(JSON.stringify(events)).not.toContain(SECRET);
  });
});

describe('the web reports its own events', () => {
  it('takes them from guests and users, checked against the route table, and limits each per minute', async () => {
    const user = await t.createUser();
    const event = { name: 'network_error', code: 'timeout', route: 'cli/chatgpt/v1/getStatistics' };
    const stream = { name: 'stream_error', code: 'network', route: 'cli/chatgpt/v1/ssePost' };
    expect((await track({ events: [event, stream] }, auth(user))).body).toMatchObject({
      code: 200,
      data: { accepted: 2 },
    });
    // A path with its parameter filled in is kept as the table spells it: no id is stored.
    const filled = { name: 'network_error', code: 'network', route: 'cli/chat/bot/v1/getToB/b%2042' };
    expect((await track({ events: [event, filled] })).body.data).toEqual({ accepted: 2 });
    const stored = (await storedEvents()).filter((row) => row.name.endsWith('_error') && row.name !== 'api_error');
    expect(stored.slice(-4)).toEqual([
      { ...pick(event), user_id: user.id },
      { ...pick(stream), user_id: user.id },
      { ...pick(event), user_id: null },
      { ...pick({ ...filled, route: 'cli/chat/bot/v1/getToB/:tableId' }), user_id: null },
    ]);
    // Three calls a minute each (ANALYTICS_TRACK_PER_MINUTE): the user's fourth is refused, the guest still has two.
    for (let call = 2; call <= 3; call += 1) expect((await track({ events: [event] }, auth(user))).status).toBe(200);
    const limited = await track({ events: [event] }, { ...auth(user), 'accept-language': 'zh-CN' });
    expect(limited).toMatchObject({ status: 429, body: { code: 429, type: 'WARN' } });
    expect(limited.body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await track({ events: [event] })).body.code).toBe(200);
  });

  it.each([
    ['an unknown event', { events: [{ name: 'prompt_sent', code: 'network', route: 'cli/chatgpt/v1/ssePost' }] }],
    ['a code not of its event', { events: [{ name: 'network_error', code: 'open', route: 'cli/mj/v1/page' }] }],
    ['a route not in the table', { events: [{ name: 'network_error', code: 'network', route: 'my/secret/words' }] }],
    [
      'free text beside the code',
      { events: [{ name: 'stream_error', code: 'open', route: 'cli/mj/v1/page', text: SECRET }] },
    ],
    ['no events', { events: [] }],
    ['too many events', { events: Array(21).fill({ name: 'stream_error', code: 'open', route: 'cli/mj/v1/page' }) }],
  ])('refuses %s in both languages and stores nothing', async (_case, body) => {
    const before = (await storedEvents()).length;
    const english = await track(body);
    const chinese = await track(body, { 'accept-language': 'zh-CN' });
    expect(english).toMatchObject({ status: 400, body: { code: 400 } });
    expect(chinese.body.code).toBe(400);
    expect(english.body.msg).not.toBe(chinese.body.msg);
    expect(chinese.body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(await storedEvents()).toHaveLength(before);
  });
});

describe('the summary', () => {
  it('is for the administrators only: 401 signed out, 403 with the permission message otherwise', async () => {
    expect((await getJson(t, '/api/cli/analytics/v1/summary')).body.code).toBe(401);
    // An unverified address on the list is not enough: anyone may sign up with it.
    const unverified = await t.createUser({ email: 'other@example.com', emailVerified: false });
    const someone = await t.createUser({ email: 'someone@example.com', emailVerified: true });
    for (const user of [unverified, someone]) {
      const english = await getJson(t, '/api/cli/analytics/v1/summary', auth(user));
      expect(english).toMatchObject({
        status: 403,
        body: { code: 403, msg: 'Sorry! You do not have permission to perform this action!' },
      });
      const chinese = await getJson(t, '/api/cli/analytics/v1/summary', { ...auth(user), 'accept-language': 'zh-CN' });
      expect(chinese.body.msg).toBe('抱歉！您没有权限执行此操作！');
    }
    for (const days of ['0', '91', 'x']) {
      expect((await getJson(t, `/api/cli/analytics/v1/summary?days=${days}`, auth(admin))).body.code).toBe(400);
    }
  });

  it('names no user: counts per day, event and code only', async () => {
    const data = (await summary('?days=90')).data;
    for (const row of data.rows) expect(Object.keys(row).sort()).toEqual(['code', 'count', 'day', 'name']);
    expect(data.total).toBe(data.rows.reduce((sum: number, row: { count: number }) => sum + row.count, 0));
  });
});

describe('retention', () => {
  it('the sweep job deletes events older than ANALYTICS_RETENTION_DAYS (90) and keeps the rest', async () => {
    await postForm(t, '/api/login/v1/email', { email: 'old@example.com', password: 'wrong123x' });
    const before = await storedEvents();
    expect(before.length).toBeGreaterThan(0);
    t.clock.advance(89 * DAY);
    await postForm(t, '/api/login/v1/email', { email: 'new@example.com', password: 'wrong123x' });
    expect(await storedEvents()).toHaveLength(before.length + 1);
    t.clock.advance(2 * DAY);
    const { queue } = t.app.platform;
    const now = t.clock.now();
    await queue.offerRecurring(now);
    const job = await until(
      async () => (await queue.get(`analytics.sweep@${slotOf(now)}`))?.status,
      (status) => status === 'done' || status === 'failed',
    );
    expect(job).toBe('done');
    expect(await storedEvents()).toEqual([expect.objectContaining({ code: 'auth.badCredentials', user_id: null })]);
  });
});

const pick = (event: { name: string; code: string; route: string }) => ({
  name: event.name,
  code: event.code,
  properties: { route: event.route },
});
const slotOf = (now: Date) => new Date(Math.floor(now.getTime() / (12 * 60 * 60_000)) * 12 * 60 * 60_000).toISOString();
