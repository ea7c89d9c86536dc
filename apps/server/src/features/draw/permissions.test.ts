import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccess, type RouteCheck } from '../../testing/access-matrix.ts';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import type { Json } from '../../testing/json.ts';
import { drawTasks } from './tables.ts';
import { imagine, settled, upload } from './test-kit.ts';

/** DESIGN.md §4a: every drawing call on a finished grid and on uploaded pictures, by each kind of caller. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { FREE_DRAW_DAILY_LIMIT: '1000', DRAW_OFFLINE_STEP_MS: '0' } });
});
afterAll(() => t.close());

/** A finished grid of the owner's, the job that drew it, and two pictures they uploaded. */
type Drawing = { taskId: string; jobId: string; pictures: string[] };

const png = (red: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 90, b: 160 } } })
    .png()
    .toBuffer();

async function drawing(owner: TestUser): Promise<Drawing> {
  const pictures = [await upload(t, owner, await png(10)), await upload(t, owner, await png(200))];
  const { body } = await imagine(t, owner, { msgId: 'permissions', type: 'mj', prompt: 'a lighthouse at dusk' });
  expect(await settled(t, owner, body.data)).toMatchObject({ code: '00' });
  const [task] = await t.app.platform.db.select().from(drawTasks).where(eq(drawTasks.id, body.data));
  return { taskId: body.data, jobId: task!.jobId!, pictures };
}

const send = (path: string, body: string, type: string) => (headers: Record<string, string>) =>
  fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': type, ...headers }, body });
const json = (path: string, body: unknown) => send(path, JSON.stringify(body), 'application/json');
const form = (path: string, fields: Record<string, string>) =>
  send(path, String(new URLSearchParams(fields)), 'application/x-www-form-urlencoded');

const routes: Array<RouteCheck<Drawing>> = [
  {
    route: 'GET page (the drawing history)',
    call: (_, headers) => fetch(`${t.url}/api/cli/mj/v1/page?size=50`, { headers }),
    // Each caller sees their own history: the owner's grid is in theirs only.
    outcome: ({ status, body }, d) => {
      if (status !== 200) return undefined;
      return body.data.records.some((record: Json) => record.mjTaskId === d.taskId) ? 'lists it' : 'without it';
    },
    expect: { owner: 'lists it', outsider: 'without it', anonymous: 'unauthorized' },
  },
  {
    route: 'POST change (a variation)',
    call: (d, headers) =>
      form('/api/cli/mj/v1/change', { mjTaskId: d.taskId, action: 'VARIATION', index: '1' })(headers),
    expect: { owner: 'ok', outsider: 'notFound', anonymous: 'unauthorized' },
  },
  {
    route: 'POST change (an upscale)',
    call: (d, headers) => form('/api/cli/mj/v1/change', { mjTaskId: d.taskId, action: 'UPSCALE', index: '2' })(headers),
    expect: { owner: 'ok', outsider: 'notFound', anonymous: 'unauthorized' },
  },
  {
    route: 'POST blend (of uploaded pictures)',
    call: (d, headers) => json('/api/cli/mj/v1/blend', { msgId: 'p', type: 'mj', base64ArrayUrl: d.pictures })(headers),
    expect: { owner: 'ok', outsider: 'invalid', anonymous: 'unauthorized' },
  },
  {
    route: 'POST imagine (with an uploaded picture)',
    call: (d, headers) =>
      json('/api/cli/mj/v1/imagine', { msgId: 'p', type: 'mj', prompt: `${d.pictures[0]} a cat` })(headers),
    expect: { owner: 'ok', outsider: 'invalid', anonymous: 'unauthorized' },
  },
  {
    route: 'GET job/get (the drawing job)',
    call: (d, headers) => fetch(`${t.url}/api/cli/job/v1/get?id=${d.jobId}`, { headers }),
    expect: { owner: 'ok', outsider: 'notFound', anonymous: 'unauthorized' },
  },
];

describe('who may use a drawing', () => {
  it('lets its owner change it and draw from their pictures; an outsider finds nothing', async () => {
    await checkAccess(t, { fixture: drawing, routes });
  });
});
