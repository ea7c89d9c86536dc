import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiImages } from '../../ai/image/testing/fake-openai-images.ts';
import { startTestApp, type TestApp } from '../../testing/harness.ts';
import { ask, drawingsUsed, records, topicCount } from './test-kit.ts';

/** The configured path: OpenAI Images (a local fake speaking its wire format), faults included. */
let fake: Awaited<ReturnType<typeof startFakeOpenAiImages>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAiImages();
  t = await startTestApp({
    env: {
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: fake.url,
      DRAW_TIMEOUT_MS: '2500',
      FREE_DRAW_DAILY_LIMIT: '10',
    },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

const zh = { 'accept-language': 'zh-CN' };

describe('image answers through OpenAI Images', () => {
  it('draws through the images API and stores the picture as the answer', async () => {
    const user = await t.createUser();
    const before = fake.requests.length;
    const { frames, last } = await ask(t, user, { prompt: 'a paper boat --ar 16:9', model: 'gpt-image-1' });
    expect(last).toMatchObject({ code: 200, end: true, data: { type: 'done', status: 'ok' } });
    const sent = fake.requests.slice(before).find((request) => request.path === '/v1/images/generations')!;
    expect(sent.json).toMatchObject({ model: 'gpt-image-1', prompt: 'a paper boat', size: '1536x1024' });
    const image = frames.find((frame) => frame.code === 200 && frame.data.type === 'image')!;
    expect(image.data).toMatchObject({ format: 'html', sourceImages: [expect.stringMatching(/^\/api\/files\//)] });
    expect((await records(t, user, frames[0]!.data.sessionId))[0]).toMatchObject({ status: 'ok', msgType: 'image' });
  });

  const fault =
    'a service that stalls past its deadline, or keeps answering 500, fails the answer in the asker’s language: ' +
    'the question stays with its error and the drawing is given back';
  it(
    fault,
    async () => {
      const user = await t.createUser();
      fake.next({ kind: 'stall' });
      const stalled = await ask(t, user, { prompt: 'a slow snail' }, zh);
      expect(stalled.frames[0]).toMatchObject({ data: { type: 'start' } });
      expect(stalled.last).toMatchObject({ code: 500, end: true, data: '生成失败，请重试' });
      const sessionId = stalled.frames[0]!.data.sessionId;
      // The draw job tries three times (with backoff) before it gives up on a 500.
      for (let i = 0; i < 3; i += 1) fake.next({ kind: 'http-error', status: 500 });
      const broken = await ask(t, user, { prompt: 'a broken vase', sessionId });
      expect(broken.last).toMatchObject({ code: 500, end: true, data: 'generation failed, please try again' });

      const kept = await records(t, user, sessionId);
      expect(kept.map((record) => [record.input, record.status, record.error])).toEqual([
        ['a broken vase', 'fail', 'generation failed, please try again'],
        // Each question's error is said in the language it was asked in.
        ['a slow snail', 'fail', '生成失败，请重试'],
      ]);
      expect(await drawingsUsed(t, user)).toBe(0);
    },
    30_000,
  );
});

describe('no image service outside demo mode', () => {
  it('says which to configure, in both languages, and stores and charges nothing', { timeout: 180_000 }, async () => {
    const other = await startTestApp({ env: { ANTHROPIC_API_KEY: 'a-key' } });
    try {
      const user = await other.createUser();
      const en = await ask(other, user, { prompt: 'a cat' });
      expect(en.envelope).toMatchObject({ code: 503, msg: expect.stringContaining('OPENAI_API_KEY') });
      expect(en.envelope.msg).toContain('MJ_PROXY_URL');
      const cn = await ask(other, user, { prompt: 'a cat' }, zh);
      expect(cn.envelope.msg).toContain('此服务器尚未配置图像服务');
      expect(await drawingsUsed(other, user)).toBe(0);
      expect(await topicCount(other, user)).toBe(0);
    } finally {
      await other.close();
    }
  });
});
