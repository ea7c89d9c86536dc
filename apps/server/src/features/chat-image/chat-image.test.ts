import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp } from '../../testing/harness.ts';
import type { Json } from '../../testing/json.ts';
import { ask, drawingsUsed, records, topicCount } from './test-kit.ts';

// Demo mode: no provider key, so the drawing feature's offline generator draws, paced so that
// progress can be seen. Two drawings a day, to reach the allowance's end.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { FREE_DRAW_DAILY_LIMIT: '2', DRAW_OFFLINE_STEP_MS: '60' } });
}, 180_000);
afterAll(() => t.close());

const zh = { 'accept-language': 'zh-CN' };
const dataOf = (frames: Json[], type: string) => frames.filter((f) => f.data?.type === type).map((f) => f.data);

describe('image answers in demo mode', () => {
  it('draws with progress, answers the picture as html, and the history replays it', async () => {
    const user = await t.createUser();
    const { status, frames, last } = await ask(t, user, {
      prompt: 'a red lighthouse by the sea --ar 16:9',
      model: 'gpt-image-1',
      msgId: 'img-1',
    });
    expect(status).toBe(200);
    expect(frames[0]).toMatchObject({
      code: 200,
      end: false,
      data: { type: 'start', msgId: 'img-1', model: 'gpt-image-1' },
    });
    const steps = dataOf(frames, 'progress').map((data) => data.progress as number);
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps.at(-1)).toBe(100);
    const [image] = dataOf(frames, 'image');
    expect(image).toMatchObject({ format: 'html', sourceImages: [expect.stringMatching(/^\/api\/files\/.+\?exp=/)] });
    expect(image.content).toBe(`<img src="${image.sourceImages[0]}" alt="a red lighthouse by the sea --ar 16:9" />`);
    expect(last).toMatchObject({ code: 200, end: true, data: { type: 'done', msgId: 'img-1', status: 'ok' } });

    // The picture is a real 16:9 PNG anyone holding the signed address can load.
    const picture = await fetch(`${t.url}${image.sourceImages[0]}`);
    const meta = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect([picture.status, meta.format, Math.round((meta.width! / meta.height!) * 9)]).toEqual([200, 'png', 16]);
    expect(await drawingsUsed(t, user)).toBe(1);

    const [record] = await records(t, user, frames[0].data.sessionId);
    expect(record).toMatchObject({ msgId: 'img-1', msgType: 'image', status: 'ok', model: 'gpt-image-1' });
    const reply = JSON.parse(record.reponse);
    expect(reply.images).toEqual([expect.stringMatching(/^\/api\/files\/[a-f0-9]{32}\.png\?exp=\d+&sig=/)]);
    expect(reply.images[0].split('?')[0]).toBe(image.sourceImages[0].split('?')[0]);
    expect(reply.text).toContain(`<img src="${reply.images[0]}"`);
    // Not the drawing page's: it lists its own product only.
    expect((await getJson(t, '/api/cli/mj/v1/page?type=mj', auth(user))).body.data.total).toBe(0);
  });

  it('refuses a prompt that breaks the drawing rules in the caller’s language: nothing stored or charged', async () => {
    const user = await t.createUser();
    const en = await ask(t, user, { prompt: 'naked children on a beach', model: 'gpt-image-1' });
    expect(en.status).toBe(400);
    expect(en.envelope).toMatchObject({ code: 3001, msg: expect.stringContaining('content rules refuse') });
    const cn = await ask(t, user, { prompt: '萝莉 插画', model: 'gpt-image-1' }, zh);
    expect(cn.envelope).toMatchObject({ code: 3001, msg: expect.stringContaining('违反我们的内容规则') });
    const parameter = await ask(t, user, { prompt: 'a castle --chaos 101' }, zh);
    expect(parameter.envelope.msg).toContain('--chaos 必须是 0 到 100 的整数');
    expect(await drawingsUsed(t, user)).toBe(0);
    expect(await topicCount(t, user)).toBe(0);
  });

  it('refuses a text model, another user’s conversation and a guest, changing nothing', async () => {
    const [owner, other] = [await t.createUser(), await t.createUser()];
    const first = await ask(t, owner, { prompt: 'a small green frog --q .25' });
    const sessionId = first.frames[0]!.data.sessionId;
    const text = await ask(t, other, { prompt: 'a frog', model: 'gpt4.0' }, zh);
    expect(text.envelope).toMatchObject({ code: 400, msg: 'gpt4.0 不能绘图：请选择图像模型，例如 GPT Image 1' });
    const foreign = await ask(t, other, { prompt: 'a frog', sessionId });
    expect(foreign.envelope).toMatchObject({ code: 404, msg: 'This conversation does not exist' });
    const guest = await ask(t, null, { prompt: 'a frog' });
    expect(guest.status).toBe(401);
    expect(await drawingsUsed(t, other)).toBe(0);
    expect(await records(t, owner, sessionId)).toHaveLength(1);
  });

  it('refuses past the drawing allowance, storing nothing; a second picture joins the conversation', async () => {
    const user = await t.createUser();
    const first = await ask(t, user, { prompt: 'a blue kite --q .25' });
    const sessionId = first.frames[0]!.data.sessionId;
    const second = await ask(t, user, { prompt: 'a yellow kite --q .25', sessionId });
    expect(second.last).toMatchObject({ end: true, data: { type: 'done' } });
    const third = await ask(t, user, { prompt: 'an orange kite --q .25', sessionId }, zh);
    expect(third.envelope).toMatchObject({ code: 402 });
    expect(await drawingsUsed(t, user)).toBe(2);
    expect((await records(t, user, sessionId)).map((record) => record.input)).toEqual([
      'a yellow kite --q .25',
      'a blue kite --q .25',
    ]);
  });
});
