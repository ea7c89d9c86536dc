import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import type { Json } from '../../testing/json.ts';
import { openSocket, settled as socketSettled } from '../../testing/socket.ts';
import { blend, change, history, imagine, picture, pushesUntilEnd, recordOf, settled, upload } from './test-kit.ts';

// The offline generator, paced so that a running task can be seen running.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { FREE_DRAW_DAILY_LIMIT: '50', DRAW_OFFLINE_STEP_MS: '60' } });
});
afterAll(() => t.close());

/** Mean absolute difference of two pictures shrunk to 32×32 (0 same … 255 opposite). */
async function distance(a: Buffer, b: Buffer): Promise<number> {
  const small = (png: Buffer) => sharp(png).resize(32, 32, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([small(a), small(b)]);
  let total = 0;
  for (let i = 0; i < x.length; i += 1) total += Math.abs(x[i]! - y[i]!);
  return total / x.length;
}
const quadrants = async (png: Buffer) => {
  const { width, height } = await sharp(png).metadata();
  const [w, h] = [width! / 2, height! / 2];
  return Promise.all(
    [0, 1, 2, 3].map((i) =>
      sharp(png)
        .extract({ left: (i % 2) * w, top: Math.floor(i / 2) * h, width: w, height: h })
        .png()
        .toBuffer(),
    ),
  );
};

async function drawn(user: TestUser, prompt: string): Promise<Json> {
  const { body } = await imagine(t, user, { msgId: `m-${prompt.length}`, type: 'mj', prompt });
  expect(body.code).toBe(200);
  return settled(t, user, body.data);
}

describe('imagine on the offline generator', () => {
  const progressAndGrid =
    'pushes progress in order over the socket and ends with a real 16:9 PNG grid of four different pictures';
  it(progressAndGrid, async () => {
    const user = await t.createUser();
    const socket = await openSocket(t.url, { token: user.token, id: user.id });
    await socketSettled();
    const { status, body } = await imagine(t, user, {
      msgId: 'msg-1',
      type: 'mj',
      prompt: 'a red sunset over the mountains and the sea --ar 16:9 --q .5',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, data: expect.stringMatching(/^[a-f0-9]{32}$/) });
    const id = body.data as string;

    const pushes = await pushesUntilEnd(socket, id);
    socket.socket.close();
    const running = pushes.slice(0, -1);
    const last = pushes.at(-1)!;
    expect(running.length).toBeGreaterThanOrEqual(4);
    expect(
      running.every(
        (push) => push.code === '01' && push.type === 'draw' && push.msgId === 'msg-1' && push.action === 'CREATE',
      ),
    ).toBe(true);
    const steps = running.map((push) => push.progress);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(new Set(steps).size).toBe(steps.length);
    expect(steps.at(-1)).toBeLessThan(100);
    expect(last).toMatchObject({
      code: '00',
      progress: 100,
      mjTaskId: id,
      msgId: 'msg-1',
      provider: 'offline',
      failReason: null,
    });
    expect(last.content).toBe(last.url);
    // Handed out signed for a while (DESIGN.md §4a).
    expect(last.url).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png\?exp=\d+&sig=[\w-]+$/);

    const image = await picture(t, last.url!);
    expect(image).toMatchObject({ status: 200, type: 'image/png', format: 'png' });
    expect(image.width / image.height).toBeCloseTo(16 / 9, 1);
    const parts = await quadrants(image.bytes);
    for (let i = 0; i < 4; i += 1)
      for (let j = i + 1; j < 4; j += 1) expect(await distance(parts[i]!, parts[j]!)).toBeGreaterThan(1);

    const record = await recordOf(t, user, id);
    expect(record).toMatchObject({
      code: '00',
      status: '00',
      progress: 100,
      reponse: last.url,
      url: last.url,
      action: 'CREATE',
      msgId: 'msg-1',
      type: 'mj',
      parentId: null,
      expand1: null,
    });
    expect(record.prompt).toBe('a red sunset over the mountains and the sea --ar 16:9 --q .5');
  });

  it('draws the same prompt as the same grid, and a different prompt differently', async () => {
    const user = await t.createUser();
    const [a, b, c] = [
      await drawn(user, 'a lighthouse in fog --q .25'),
      await drawn(user, 'a lighthouse in fog --q .25'),
      await drawn(user, 'a garden of flowers --q .25'),
    ];
    const [pa, pb, pc] = (await Promise.all([a, b, c].map((record) => picture(t, record.url)))) as [
      Awaited<ReturnType<typeof picture>>,
      Awaited<ReturnType<typeof picture>>,
      Awaited<ReturnType<typeof picture>>,
    ];
    expect(pa.bytes.equals(pb.bytes)).toBe(true);
    expect(pa.bytes.equals(pc.bytes)).toBe(false);
    expect([pa.width, pa.height]).toEqual([512, 512]);
  });
});

describe('change: upscale, variation, reroll', () => {
  let user: TestUser;
  let parent: Json;
  let parentPng: Buffer;
  beforeAll(async () => {
    user = await t.createUser();
    parent = await drawn(user, 'mountains and a lake at dawn --ar 3:2 --q .5');
    parentPng = (await picture(t, parent.url)).bytes;
  });

  const upscaleQuadrant =
    'upscales one quadrant to a larger picture, marking the parent slot pending then holding the child id';
  it(upscaleQuadrant, async () => {
    const { body } = await change(t, user, {
      type: 'mj',
      action: 'UPSCALE',
      index: '2',
      mjTaskId: parent.mjTaskId,
      msgId: 'up-2',
    });
    expect(body.code).toBe(200);
    const childId = body.data as string;
    expect((await recordOf(t, user, parent.mjTaskId)).expand2).toBe('pending');

    const child = await settled(t, user, childId);
    expect(child).toMatchObject({ code: '00', action: 'UPSCALE', parentId: parent.mjTaskId, index: 2, msgId: 'up-2' });
    const after = await recordOf(t, user, parent.mjTaskId);
    expect(after).toMatchObject({ expand2: childId, expand1: null, expand3: null, expand4: null });

    const big = await picture(t, child.url);
    const quarter = (await quadrants(parentPng))[1]!;
    const { width, height } = await sharp(quarter).metadata();
    expect([big.width, big.height]).toEqual([width! * 2, height! * 2]);
    // It is the second quadrant, enlarged: shrunk back it matches that quadrant, not the others.
    const back = await sharp(big.bytes).resize(width, height).png().toBuffer();
    const others = await quadrants(parentPng);
    expect(await distance(back, quarter)).toBeLessThan(4);
    expect(await distance(back, others[0]!)).toBeGreaterThan(await distance(back, quarter));

    // Asking again answers the same upscale instead of making another.
    expect(
      (await change(t, user, { type: 'mj', action: 'UPSCALE', index: '2', mjTaskId: parent.mjTaskId, msgId: 'again' }))
        .body.data,
    ).toBe(childId);
    // An upscaled picture is not a grid.
    const refused = await change(t, user, { type: 'mj', action: 'UPSCALE', index: '1', mjTaskId: childId, msgId: 'x' });
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 400, msg: 'Only a four-picture grid can be upscaled, varied or rerolled' },
    });
  });

  it('varies one quadrant into four related pictures, closer to it than a reroll', async () => {
    const variation = await settled(
      t,
      user,
      (await change(t, user, { type: 'mj', action: 'VARIATION', index: '1', mjTaskId: parent.mjTaskId, msgId: 'v1' }))
        .body.data,
    );
    const reroll = await settled(
      t,
      user,
      (await change(t, user, { type: 'mj', action: 'REROLL', mjTaskId: parent.mjTaskId, msgId: 'r' })).body.data,
    );
    expect(variation).toMatchObject({ code: '00', action: 'VARIATION', parentId: parent.mjTaskId, index: 1 });
    expect(reroll).toMatchObject({ code: '00', action: 'REROLL', parentId: parent.mjTaskId });
    const source = (await quadrants(parentPng))[0]!;
    const varied = await quadrants((await picture(t, variation.url)).bytes);
    const rerolled = await quadrants((await picture(t, reroll.url)).bytes);
    const mean = async (parts: Buffer[]) =>
      (await Promise.all(parts.map((part) => distance(part, source)))).reduce((a, b) => a + b) / parts.length;
    const [near, far] = [await mean(varied), await mean(rerolled)];
    expect(near).toBeGreaterThan(0.5);
    expect(near).toBeLessThan(far);
    const size = await picture(t, variation.url);
    expect(size.width / size.height).toBeCloseTo(3 / 2, 1);
  });

  it('refuses a bad action or index, naming the field', async () => {
    expect((await change(t, user, { action: 'ZOOM', index: '1', mjTaskId: parent.mjTaskId })).body.msg).toBe(
      'action must be UPSCALE, VARIATION or REROLL',
    );
    expect((await change(t, user, { action: 'UPSCALE', index: '5', mjTaskId: parent.mjTaskId })).body.msg).toBe(
      'index must be 1, 2, 3 or 4',
    );
    expect((await change(t, user, { action: 'VARIATION', mjTaskId: parent.mjTaskId })).body.msg).toBe(
      'index must be 1, 2, 3 or 4',
    );
  });
});

describe('blend', () => {
  it('combines two uploaded pictures into a grid that holds both', async () => {
    const user = await t.createUser();
    const red = await upload(
      t,
      user,
      await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 230, g: 20, b: 20 } } })
        .png()
        .toBuffer(),
    );
    const blue = await upload(
      t,
      user,
      await sharp({ create: { width: 200, height: 300, channels: 3, background: { r: 20, g: 20, b: 230 } } })
        .png()
        .toBuffer(),
    );
    // A client may send an absolute address of its own upload.
    const { body } = await blend(t, user, {
      msgId: 'b1',
      type: 'mj',
      dimensions: 'LANDSCAPE',
      base64ArrayUrl: [red, `${t.url}${blue}`],
    });
    expect(body.code).toBe(200);
    const record = await settled(t, user, body.data);
    expect(record).toMatchObject({ code: '00', action: 'BLEND', prompt: '' });
    const bare = (url: string) => url.split('?')[0];
    expect(JSON.parse(record.base64ImgUrl).map(bare)).toEqual([red, blue].map(bare));
    const image = await picture(t, record.url);
    expect(image.width / image.height).toBeCloseTo(3 / 2, 1);
    const { channels } = await sharp(image.bytes).stats();
    const [r, , b] = channels.map((channel) => channel.mean);
    // Neither input alone: both colours are in there.
    expect(r).toBeGreaterThan(50);
    expect(b).toBeGreaterThan(50);
    const parts = await quadrants(image.bytes);
    expect(await distance(parts[0]!, parts[1]!)).toBeGreaterThan(1);
  });
});

describe('the history page', () => {
  it('answers SPEC’s image-history shape, newest first, own tasks only, ten to a page', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const ids: string[] = [];
    for (const word of ['one', 'two', 'three'])
      ids.push((await drawn(user, `stars over the city ${word} --q .25`)).mjTaskId);
    await drawn(other, 'someone else --q .25');
    const { body } = await history(t, user, '?type=mj&current=1&size=2');
    expect(body.data).toMatchObject({ total: 3, pages: 2, current: 1, size: 2 });
    expect(body.data.records.map((r: Json) => r.mjTaskId)).toEqual([ids[2], ids[1]]);
    expect(Object.keys(body.data.records[0]).sort()).toEqual(
      [
        'action',
        'base64ImgUrl',
        'code',
        'createDate',
        'expand1',
        'expand2',
        'expand3',
        'expand4',
        'failReason',
        'height',
        'index',
        'msgId',
        'mjTaskId',
        'parentId',
        'progress',
        'prompt',
        'provider',
        'reponse',
        'status',
        'tableId',
        'type',
        'updateDate',
        'url',
        'width',
      ].sort(),
    );
    expect((await history(t, user, '?current=2&size=2')).body.data.records.map((r: Json) => r.mjTaskId)).toEqual([
      ids[0],
    ]);
    expect((await history(t, user, '?type=other')).body.data).toMatchObject({ total: 0, records: [] });
    expect((await history(t, user)).body.data.size).toBe(10);
  });
});
