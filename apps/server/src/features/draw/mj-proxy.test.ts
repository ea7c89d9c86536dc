import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMjProxy } from '../../ai/image/testing/fake-mj-proxy.ts';
import { rows } from '../../platform/db/migrate.ts';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { openSocket, settled as socketSettled } from '../../testing/socket.ts';
import { change, history, imagine, picture, pushesUntilEnd, recordOf, settled } from './test-kit.ts';

/** The same calls against a Midjourney-proxy compatible service (a local fake of its API). */
let fake: Awaited<ReturnType<typeof startFakeMjProxy>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeMjProxy({ secret: 'proxy-secret' });
  t = await startTestApp({
    env: {
      MJ_PROXY_URL: fake.url,
      MJ_PROXY_SECRET: 'proxy-secret',
      DRAW_POLL_MS: '20',
      DRAW_TIMEOUT_MS: '1500',
      FREE_DRAW_DAILY_LIMIT: '10',
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const counted = async (user: TestUser) =>
  rows<{ n: number }>(
    await t.app.platform.db.execute(
      sql`select coalesce(sum(count), 0)::int as n from usage where user_id = ${user.id} and kind = 'drawing'`,
    ),
  )[0]!.n;

describe('drawing through a Midjourney proxy', () => {
  it('maps its statuses and progress to ours and stores its picture as our own file', async () => {
    const user = await t.createUser();
    const socket = await openSocket(t.url, { token: user.token, id: user.id });
    await socketSettled();
    fake.next({ kind: 'success', inProgressPolls: 2 });
    const id = (await imagine(t, user, { msgId: 'mj-1', type: 'mj', prompt: 'a koi pond —ar 16:9 --s 250' })).body.data;
    const pushes = await pushesUntilEnd(socket, id);
    socket.socket.close();
    // SUBMITTED is 0; IN_PROGRESS '33%' and '67%' become 33 and 67; SUCCESS is '00'.
    expect(pushes.map((push) => [push.code, push.progress])).toEqual([
      ['01', 0],
      ['01', 33],
      ['01', 67],
      ['00', 100],
    ]);
    expect(pushes.at(-1)).toMatchObject({ provider: 'mj-proxy', url: expect.stringMatching(/^\/api\/files\//) });

    const submit = fake.requests.find((request) => request.path === '/mj/submit/imagine')!;
    expect(submit.headers['mj-api-secret']).toBe('proxy-secret');
    expect(submit.body).toMatchObject({ prompt: 'a koi pond --ar 16:9 --s 250', base64Array: [] });
    const image = await picture(t, pushes.at(-1)!.url!);
    expect([image.width, image.height, image.type]).toEqual([512, 512, 'image/png']);
  });

  it('upscales through the proxy with its task id, and fills the expand slot', async () => {
    const user = await t.createUser();
    const parent = await settled(t, user, (await imagine(t, user, { prompt: 'a lantern' })).body.data);
    const upstream = [...fake.tasks.values()].at(-1)!.id;
    const child = await settled(
      t,
      user,
      (await change(t, user, { action: 'UPSCALE', index: '3', mjTaskId: parent.mjTaskId, msgId: 'u' })).body.data,
    );
    expect(child.code).toBe('00');
    expect(fake.requests.filter((r) => r.path === '/mj/submit/change').at(-1)!.body).toEqual({
      taskId: upstream,
      action: 'UPSCALE',
      index: 3,
    });
    expect((await recordOf(t, user, parent.mjTaskId)).expand3).toBe(child.mjTaskId);
    const { channels } = await sharp((await picture(t, child.url)).bytes).stats();
    expect(channels[0]!.mean).toBeGreaterThan(200);
  });

  it("ends a task the service fails as '02' with its reason, and refunds it", async () => {
    const user = await t.createUser();
    const socket = await openSocket(t.url, { token: user.token, id: user.id });
    await socketSettled();
    fake.next({ kind: 'failure', reason: 'Banned prompt: gore' });
    const id = (await imagine(t, user, { prompt: 'something the proxy refuses' })).body.data;
    expect(await counted(user)).toBe(1);
    const last = (await pushesUntilEnd(socket, id)).at(-1)!;
    socket.socket.close();
    expect(last).toMatchObject({
      code: '02',
      progress: 100,
      content: 'Banned prompt: gore',
      failReason: 'Banned prompt: gore',
      url: null,
    });
    expect(await recordOf(t, user, id)).toMatchObject({ code: '02', reponse: 'Banned prompt: gore' });
    expect(await counted(user)).toBe(0);
  });

  it("clears the parent's expand slot when an upscale fails", async () => {
    const user = await t.createUser();
    const parent = await settled(t, user, (await imagine(t, user, { prompt: 'a kite' })).body.data);
    fake.next({ kind: 'failure', reason: 'upstream lost the job', afterPolls: 3 });
    const childId = (await change(t, user, { action: 'UPSCALE', index: '4', mjTaskId: parent.mjTaskId, msgId: 'u' }))
      .body.data;
    expect((await recordOf(t, user, parent.mjTaskId)).expand4).toBe('pending');
    expect(await settled(t, user, childId)).toMatchObject({ code: '02', failReason: 'upstream lost the job' });
    expect((await recordOf(t, user, parent.mjTaskId)).expand4).toBeNull();
    // The slot is free again: a second try is a new task.
    const again = (await change(t, user, { action: 'UPSCALE', index: '4', mjTaskId: parent.mjTaskId, msgId: 'u' })).body
      .data;
    expect(again).not.toBe(childId);
    expect((await settled(t, user, again)).code).toBe('00');
  });

  const stalledTask =
    "fails a task that stalls past DRAW_TIMEOUT_MS with the catalogue's text in the caller's language, refunded";
  it(stalledTask, async () => {
    const user = await t.createUser();
    fake.next({ kind: 'stall' });
    const id = (await imagine(t, user, { prompt: 'a stuck drawing' }, { 'accept-language': 'zh-CN' })).body.data;
    const record = await settled(t, user, id);
    expect(record).toMatchObject({ code: '02', failReason: 'generation failed, please try again', progress: 100 });
    expect((await recordOf(t, user, id)).progress).toBe(100);
    expect(await counted(user)).toBe(0);
    const zh = await history(t, user, '', { 'accept-language': 'zh-CN' });
    expect(zh.body.data.records[0].failReason).toBe('生成失败，请重试');
  });

  it('passes the proxy’s banned-prompt answer on as the fail reason', async () => {
    const user = await t.createUser();
    fake.next({ kind: 'refuse', code: 24, description: '可能包含敏感词' });
    const record = await settled(t, user, (await imagine(t, user, { prompt: 'borderline' })).body.data);
    expect(record).toMatchObject({ code: '02', failReason: '可能包含敏感词' });
  });
});
