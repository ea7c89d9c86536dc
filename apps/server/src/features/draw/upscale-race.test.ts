import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp } from '../../testing/harness.ts';
import { change, imagine, settled } from './test-kit.ts';
import { drawTasks } from './tables.ts';

// Room for four upscales at once, so only the race decides how many tasks there are.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { FREE_DRAW_DAILY_LIMIT: '5', DRAW_OFFLINE_STEP_MS: '20', DRAW_MAX_RUNNING_PER_USER: '20' },
  });
});
afterAll(() => t.close());

describe('concurrent upscales of one grid', () => {
  it('make exactly one task per quadrant under 10 concurrent requests each, and charge the grid once', async () => {
    const user = await t.createUser();
    const { body } = await imagine(t, user, { msgId: 'grid', type: 'mj', prompt: 'a quiet harbour at night --q .25' });
    const parent = await settled(t, user, body.data);
    expect(parent.code).toBe('00');

    const asks = [1, 2, 3, 4].flatMap((index) =>
      Array.from({ length: 10 }, (_, n) =>
        change(t, user, {
          type: 'mj',
          action: 'UPSCALE',
          index: String(index),
          mjTaskId: parent.mjTaskId,
          msgId: `u${index}-${n}`,
        }).then((answer) => ({ index, answer })),
      ),
    );
    const answers = await Promise.all(asks);
    const { db } = t.app.platform;
    const children = await db
      .select()
      .from(drawTasks)
      .where(and(eq(drawTasks.parentId, parent.mjTaskId), eq(drawTasks.action, 'UPSCALE')));
    expect(children.map((child) => child.quadrant).sort()).toEqual([1, 2, 3, 4]);
    expect(answers.map(({ answer }) => answer.body.code)).toEqual(answers.map(() => 200));
    // Every request for a quadrant answers that quadrant's one task.
    for (const index of [1, 2, 3, 4]) {
      const ids = new Set(answers.filter((a) => a.index === index).map((a) => a.answer.body.data));
      expect([...ids]).toEqual([children.find((child) => child.quadrant === index)!.id]);
    }
    for (const child of children) expect((await settled(t, user, child.id)).code).toBe('00');
    const slots = (await db.select().from(drawTasks).where(eq(drawTasks.id, parent.mjTaskId)))[0]!;
    expect([slots.expand1, slots.expand2, slots.expand3, slots.expand4]).toEqual(
      [1, 2, 3, 4].map((q) => children.find((c) => c.quadrant === q)!.id),
    );
    // The grid was one counted drawing; its upscales are not counted (README, FREE_DRAW_DAILY_LIMIT).
    expect((await getJson(t, '/api/cli/mj/v1/allowance', auth(user))).body.data).toMatchObject({ used: 1, left: 4 });
  });
});
