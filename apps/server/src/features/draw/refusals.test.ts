import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/db/tables/jobs.ts';
import { rows } from '../../platform/db/migrate.ts';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { chargeForDrawing } from '../billing/service.ts';
import { blend, change, history, imagine, settled, upload } from './test-kit.ts';

/** Every refusal answers with the catalogue's words and changes nothing: no task, no job, no charge. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { FREE_DRAW_DAILY_LIMIT: '5', DRAW_OFFLINE_STEP_MS: '100' } });
});
afterAll(() => t.close());

const zh = { 'accept-language': 'zh-CN' };
const counted = async (user: TestUser) =>
  rows<{ n: number }>(
    await t.app.platform.db.execute(
      sql`select coalesce(sum(count), 0)::int as n from usage where user_id = ${user.id} and kind = 'drawing'`,
    ),
  )[0]!.n;
const jobsOf = async (user: TestUser) =>
  (await t.app.platform.db.select().from(jobs).where(eq(jobs.userId, user.id))).length;
const tasksOf = async (user: TestUser) => (await history(t, user)).body.data.total as number;
async function expectNothingChanged(user: TestUser) {
  expect(await tasksOf(user)).toBe(0);
  expect(await jobsOf(user)).toBe(0);
  expect(await counted(user)).toBe(0);
}
const png = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('prompt parameters', () => {
  it.each([
    ['--chaos 101', '--chaos must be a whole number from 0 to 100', '--chaos 必须是 0 到 100 的整数'],
    ['--ar 16-9', '--ar must be a width:height ratio', '--ar 必须是整数宽高比'],
    ['--ar 9:1', '--ar must be a width:height ratio', '--ar 必须是整数宽高比'],
    ['--iw 3', '--iw must be a number from 0.5 to 2', '--iw 必须是 0.5 到 2 之间的数字'],
    ['--no', '--no needs what to leave out', '--no 后需写明要排除的内容'],
    ['--q 2', '--q must be .25, .5 or 1', '--q 只能是 .25、.5 或 1'],
    ['--style cute', '--style accepts only raw', '--style 只接受 raw'],
    ['--s 1001', '--s must be a whole number from 0 to 1000', '--s 必须是 0 到 1000 的整数'],
    ['--tile please', '--tile takes no value', '--tile 不带取值'],
    ['--seed 42', 'Unknown parameter --seed', '未知参数 --seed'],
    ['--s 250.', '--s must be a whole number from 0 to 1000', '--s 必须是 0 到 1000 的整数'],
    ['--tile.', 'Parameter --tile has trailing symbols', '参数 --tile 后有多余符号'],
    ['--q 1 --q .5', 'Parameter --q is given more than once', '参数 --q 重复出现'],
  ])('"a castle %s" is refused naming the parameter, in both languages', async (parameters, english, chinese) => {
    const user = await t.createUser();
    const en = await imagine(t, user, { msgId: 'p', type: 'mj', prompt: `a castle ${parameters}` });
    expect(en.status).toBe(400);
    expect(en.body.code).toBe(400);
    expect(en.body.msg).toContain(english);
    expect(
      (await imagine(t, user, { msgId: 'p', type: 'mj', prompt: `a castle ${parameters}` }, zh)).body.msg,
    ).toContain(chinese);
    await expectNothingChanged(user);
  });

  it('needs words besides parameters, and accepts every parameter of the manual together', async () => {
    const user = await t.createUser();
    expect((await imagine(t, user, { prompt: '--ar 4:3 --tile' })).body).toMatchObject({
      code: 400,
      msg: 'Please describe what to draw',
    });
    expect((await imagine(t, user, { prompt: '   ' })).body).toMatchObject({
      code: 400,
      msg: 'Please describe what to draw',
    });
    await expectNothingChanged(user);
    const all = await imagine(t, user, {
      prompt: 'a castle —ar 4:3 --chaos 40 --iw 1.5 --no red, trees --q .25 --style raw --s 750 --tile',
    });
    expect(all.body.code).toBe(200);
    expect((await settled(t, user, all.body.data)).code).toBe('00');
  });
});

describe('the content rules', () => {
  it('answer 3001 with the reason and a link to the terms in the caller’s language, and queue nothing', async () => {
    const user = await t.createUser();
    const en = await imagine(t, user, { msgId: 'r', type: 'mj', prompt: 'naked children on a beach --ar 16:9' });
    expect(en.status).toBe(400);
    expect(en.body.code).toBe(3001);
    expect(en.body.msg).toContain('[Terms of Service](/legal/terms.en.html)');
    expect(en.body.msg).toContain('"naked children"');
    expect(en.body.data.links).toEqual([{ text: 'Terms of Service', href: '/legal/terms.en.html' }]);
    const cn = await imagine(t, user, { msgId: 'r', type: 'mj', prompt: '儿童色情' }, zh);
    expect(cn.body.code).toBe(3001);
    expect(cn.body.msg).toContain('[用户协议](/legal/terms.zh_CN.html)');
    await expectNothingChanged(user);
  });

  it('match phrases, not words far apart', async () => {
    const user = await t.createUser();
    expect(
      (await imagine(t, user, { prompt: 'a naked tree in winter while the children play in the snow --q .25' })).body
        .code,
    ).toBe(200);
  });
});

describe('ownership and state', () => {
  it("answers someone else's task exactly like a missing one", async () => {
    const owner = await t.createUser();
    const stranger = await t.createUser();
    const id = (await imagine(t, owner, { prompt: 'a quiet harbour --q .25' })).body.data;
    await settled(t, owner, id);
    const theirs = await change(t, stranger, { action: 'UPSCALE', index: '1', mjTaskId: id, msgId: 'x' });
    const missing = await change(t, stranger, { action: 'UPSCALE', index: '1', mjTaskId: 'f'.repeat(32), msgId: 'x' });
    expect(theirs).toEqual(missing);
    expect(theirs).toMatchObject({ status: 404, body: { code: 404 } });
    expect((await history(t, owner)).body.data.records[0].expand1).toBeNull();
    expect(await tasksOf(stranger)).toBe(0);
  });

  it('refuses to change a drawing that has not finished', async () => {
    const user = await t.createUser();
    const id = (await imagine(t, user, { prompt: 'a slow sunrise --q .25' })).body.data;
    const early = await change(t, user, { action: 'VARIATION', index: '1', mjTaskId: id, msgId: 'x' });
    expect(early).toMatchObject({
      status: 409,
      body: { code: 409, type: 'WARN', msg: 'This drawing has not finished yet' },
    });
    await settled(t, user, id);
    expect(await counted(user)).toBe(1);
  });
});

describe('the drawing allowance', () => {
  it('answers 402 with a warning once it is used up, and queues nothing', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i += 1) await chargeForDrawing(t.app.platform, user.id);
    const answer = await imagine(t, user, { prompt: 'one more sunset' });
    expect(answer).toMatchObject({
      status: 402,
      body: { code: 402, type: 'WARN', msg: "You have used today's 5 free drawings. Get the drawing plan for more." },
    });
    expect(await tasksOf(user)).toBe(0);
    expect(await jobsOf(user)).toBe(0);
    expect(await counted(user)).toBe(5);
  });
});

describe('blend inputs', () => {
  it("takes only the caller's own uploads or data: URLs, 2 to 5 of them", async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const mine = await upload(t, user, await png({ r: 200, g: 0, b: 0 }));
    const theirs = await upload(t, other, await png({ r: 0, g: 0, b: 200 }));
    const cases: Array<[unknown, string]> = [
      [[mine, theirs], 'Image 2 is not one of your uploads; upload it first'],
      [[mine, 'https://example.com/cat.png'], 'Image 2 is not one of your uploads; upload it first'],
      [[mine], 'Blend takes 2 to 5 images'],
      [[mine, mine, mine, mine, mine, mine], 'Blend takes 2 to 5 images'],
      [
        [mine, `data:image/png;base64,${Buffer.from('not a picture').toString('base64')}`],
        'Image 2 is not a readable picture',
      ],
      ['[not json', 'base64ArrayUrl must be a list of image addresses'],
    ];
    for (const [list, message] of cases) {
      const answer = await blend(t, user, { dimensions: 'SQUARE', base64ArrayUrl: list });
      expect(answer.body, JSON.stringify(list).slice(0, 80)).toMatchObject({ code: 400, msg: message });
    }
    expect(await tasksOf(user)).toBe(0);
    expect(await counted(user)).toBe(0);

    // A data: URL is stored as an upload of the caller's; a JSON list written as a string is read.
    const inline = `data:image/png;base64,${(await png({ r: 0, g: 200, b: 0 })).toString('base64')}`;
    const id = (await blend(t, user, { dimensions: '16:9', base64ArrayUrl: JSON.stringify([mine, inline]) })).body.data;
    const record = await settled(t, user, id);
    const urls = JSON.parse(record.base64ImgUrl) as string[];
    expect(urls[0]!.split('?')[0]).toBe(mine.split('?')[0]);
    expect(urls[1]).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png\?exp=\d+&sig=[\w-]+$/);
    expect(record.width / record.height).toBeCloseTo(3 / 2, 1);
  });
});

describe('a full queue', () => {
  let q: TestApp;
  beforeAll(async () => {
    // No workers: tasks stay in progress, so the limits can be reached deterministically.
    q = await startTestApp({
      workers: false,
      env: { DRAW_MAX_RUNNING_PER_USER: '2', DRAW_QUEUE_LIMIT: '3', FREE_DRAW_DAILY_LIMIT: '10' },
    });
  });
  afterAll(() => q.close());

  it('refuses a third drawing of one person, and any drawing once the whole queue is full, refunding it', async () => {
    const alice = await q.createUser();
    const bob = await q.createUser();
    const carol = await q.createUser();
    expect((await imagine(q, alice, { prompt: 'first' })).body.code).toBe(200);
    expect((await imagine(q, alice, { prompt: 'second' })).body.code).toBe(200);
    const third = await imagine(q, alice, { prompt: 'third' });
    expect(third).toMatchObject({
      status: 429,
      body: {
        code: 429,
        type: 'WARN',
        msg: 'Queue full: you already have 2 drawings in progress. Please wait for one to finish.',
      },
    });
    expect((await imagine(q, alice, { prompt: 'third' }, zh)).body.msg).toBe(
      '队列已满：您已有 2 个绘画任务正在进行，请等待其中一个完成。',
    );
    expect((await history(q, alice)).body.data.total).toBe(2);

    expect((await imagine(q, bob, { prompt: 'bob' })).body.code).toBe(200);
    const busy = await imagine(q, carol, { prompt: 'carol' });
    expect(busy.body).toMatchObject({
      code: 429,
      msg: 'Queue full: the drawing service is busy, please try again in a minute.',
    });
    expect((await history(q, carol)).body.data.total).toBe(0);
    const usage = async (user: TestUser) =>
      rows<{ n: number }>(
        await q.app.platform.db.execute(
          sql`select coalesce(sum(count), 0)::int as n from usage where user_id = ${user.id} and kind = 'drawing'`,
        ),
      )[0]!.n;
    expect(await usage(alice)).toBe(2);
    expect(await usage(carol)).toBe(0);
  });
});
