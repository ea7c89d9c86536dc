import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { blend, change, imagine, settled, upload } from './test-kit.ts';

// Three counted drawings a day; room for every task to run at once.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { FREE_DRAW_DAILY_LIMIT: '3', DRAW_OFFLINE_STEP_MS: '0', DRAW_MAX_RUNNING_PER_USER: '20' },
  });
});
afterAll(() => t.close());

const allowance = async (user: TestUser) => (await getJson(t, '/api/cli/mj/v1/allowance', auth(user))).body;
const square = (r: number, g: number, b: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

describe('the daily drawing allowance', () => {
  const countedActions =
    'counts imagine, variation, blend and reroll, not upscale: ' +
    'exactly the limit passes, the next counted one is refused';
  it(countedActions, async () => {
    const user = await t.createUser();
    expect(await allowance(user)).toMatchObject({ code: 200, data: { used: 0, limit: 3, left: 3, plan: false } });

    const grid = await settled(
      t,
      user,
      (await imagine(t, user, { msgId: 'a', type: 'mj', prompt: 'a boat on a lake --q .25' })).body.data,
    );
    expect((await allowance(user)).data).toMatchObject({ used: 1, left: 2 });
    const up1 = await change(t, user, { type: 'mj', action: 'UPSCALE', index: '1', mjTaskId: grid.mjTaskId });
    expect(up1.body.code).toBe(200);
    expect((await allowance(user)).data).toMatchObject({ used: 1, left: 2 });
    expect(
      (await change(t, user, { type: 'mj', action: 'VARIATION', index: '2', mjTaskId: grid.mjTaskId })).body.code,
    ).toBe(200);
    expect((await allowance(user)).data).toMatchObject({ used: 2, left: 1 });
    const pictures = [
      await upload(t, user, await square(200, 30, 30)),
      await upload(t, user, await square(30, 30, 200)),
    ];
    expect((await blend(t, user, { type: 'mj', dimensions: 'SQUARE', base64ArrayUrl: pictures })).body.code).toBe(200);
    expect((await allowance(user)).data).toMatchObject({ used: 3, limit: 3, left: 0 });

    // The fourth counted drawing, of any kind, is refused with the upgrade offer; nothing is counted.
    const refused = await change(t, user, { type: 'mj', action: 'REROLL', mjTaskId: grid.mjTaskId });
    expect(refused).toMatchObject({
      status: 402,
      body: { code: 402, msg: expect.stringContaining('3'), data: { upgrade: 'drawing' } },
    });
    expect((await imagine(t, user, { type: 'mj', prompt: 'one more --q .25' })).body.code).toBe(402);
    // Upscales still pass: they are not counted.
    expect(
      (await change(t, user, { type: 'mj', action: 'UPSCALE', index: '2', mjTaskId: grid.mjTaskId })).body.code,
    ).toBe(200);
    expect((await allowance(user)).data).toMatchObject({ used: 3, left: 0 });
  });

  it('is for signed-in callers only', async () => {
    expect((await getJson(t, '/api/cli/mj/v1/allowance')).status).toBe(401);
  });
});
