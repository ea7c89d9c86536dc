import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DRAW_PARAMS } from '@inkstone/contract/draw-params';
import { composeGrid } from './grid.ts';
import { describe as describePrompt, openAiImageModel, sizeFor } from './openai-images.ts';
import { recordingContext } from './testing/context.ts';
import { startFakeOpenAiImages } from './testing/fake-openai-images.ts';
import { plainDownload } from './testing/plain-download.ts';
import { COLOURS, solidPng } from './testing/serve.ts';
import type { ImageModel, ImageModelError, PromptSpec } from './types.ts';

let fake: Awaited<ReturnType<typeof startFakeOpenAiImages>>;
let model: ImageModel;
beforeAll(async () => {
  fake = await startFakeOpenAiImages();
  model = openAiImageModel({
    baseUrl: fake.url,
    apiKey: 'test-key',
    model: 'gpt-image-1',
    timeoutMs: 500,
    maxImageBytes: 1024 * 1024,
    download: plainDownload,
  });
});
afterAll(() => fake.close());

const prompt = (extra: Partial<PromptSpec['params']> = {}): PromptSpec => ({
  text: 'a fox in snow',
  params: { ...DEFAULT_DRAW_PARAMS, ...extra },
  written: 'a fox in snow',
  images: [],
});
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ImageModelError,
  );
const quadrantColours = async (png: Buffer) => {
  const { width, height } = await sharp(png).metadata();
  const [w, h] = [width! / 2, height! / 2];
  return Promise.all(
    [0, 1, 2, 3].map(async (i) => {
      // stats() reads the input, not the pipeline: cut the quadrant out first.
      const part = await sharp(png)
        .extract({ left: (i % 2) * w, top: Math.floor(i / 2) * h, width: w, height: h })
        .png()
        .toBuffer();
      return (await sharp(part).stats()).channels.slice(0, 3).map((c) => Math.round(c.mean));
    }),
  );
};

describe('the OpenAI Images adapter', () => {
  it('asks for four pictures at the nearest size and lays them out as a grid of the exact ratio', async () => {
    const { context, progress } = recordingContext();
    const result = await model.imagine(
      { prompt: prompt({ ar: [16, 9], q: 0.5, no: ['red'], tile: true }), seed: 1 },
      context,
    );
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/v1/images/generations');
    expect(request.headers.authorization).toBe('Bearer test-key');
    expect(request.json).toEqual({
      model: 'gpt-image-1',
      prompt: 'a fox in snow Leave out: red. A seamless, tileable pattern whose edges repeat.',
      n: 4,
      size: '1536x1024',
      quality: 'medium',
    });
    expect([result.width, result.height]).toEqual([768, 432]);
    expect(new Set((await quadrantColours(result.png)).map(String)).size).toBe(4);
    expect(progress).toEqual([5, 90]);
  });

  it('asks again when a compatible server answers fewer than four', async () => {
    const before = fake.requests.length;
    fake.next({ kind: 'ok', count: 1 });
    fake.next({ kind: 'ok', count: 2 });
    const result = await model.imagine({ prompt: prompt(), seed: 1 }, recordingContext().context);
    const calls = fake.requests.slice(before).map((request) => request.json?.n);
    expect(calls).toEqual([4, 3, 1]);
    expect(result.width).toBe(1024);
  });

  it('blends through /images/edits with every picture attached', async () => {
    const images = await Promise.all(
      COLOURS.slice(0, 3).map(async (colour) => ({ data: await solidPng(32, 32, colour), mime: 'image/png' })),
    );
    const result = await model.blend({ images, dimensions: 'PORTRAIT', seed: 1 }, recordingContext().context);
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/v1/images/edits');
    expect(request.form!.fields).toMatchObject({ model: 'gpt-image-1', n: '4', size: '1024x1536' });
    expect(request.form!.images.map((image) => [image.name, image.type])).toEqual([
      ['image[]', 'image/png'],
      ['image[]', 'image/png'],
      ['image[]', 'image/png'],
    ]);
    expect(result.width / result.height).toBeCloseTo(2 / 3, 2);
  });

  it('varies one quadrant through /images/edits and upscales by resampling locally', async () => {
    const grid = (
      await composeGrid(await Promise.all(COLOURS.map((colour) => solidPng(64, 64, colour))), { width: 64, height: 64 })
    ).png;
    const parent = { prompt: prompt(), image: async () => grid, seed: 1, state: null, provider: 'openai' as const };
    const before = fake.requests.length;
    const up = await model.upscale({ parent, index: 3 }, recordingContext().context);
    expect(fake.requests.length).toBe(before);
    expect([up.width, up.height]).toEqual([128, 128]);
    expect((await quadrantColours(up.png))[0]).toEqual([COLOURS[2]!.r, COLOURS[2]!.g, COLOURS[2]!.b]);
    await model.vary({ parent, index: 2, seed: 1 }, recordingContext().context);
    expect(fake.requests.at(-1)!.path).toBe('/v1/images/edits');
    expect(fake.requests.at(-1)!.form!.images).toHaveLength(1);
    expect(fake.requests.at(-1)!.form!.fields.prompt).toContain('variation');
  });

  it('passes a safety refusal on as the reason; retries 5xx; gives up on a stall', async () => {
    fake.next({ kind: 'refuse', message: 'Your request was rejected by the safety system.' });
    expect(
      (await failureOf(model.imagine({ prompt: prompt(), seed: 1 }, recordingContext().context)))!.options,
    ).toEqual({
      final: true,
      reason: 'Your request was rejected by the safety system.',
    });
    fake.next({ kind: 'http-error', status: 503 });
    expect(
      (await failureOf(model.imagine({ prompt: prompt(), seed: 1 }, recordingContext().context)))!.options.final,
    ).toBe(false);
    fake.next({ kind: 'stall' });
    const started = Date.now();
    const stalled = await failureOf(model.imagine({ prompt: prompt(), seed: 1 }, recordingContext().context));
    expect(stalled!.message).toMatch(/timed out/);
    expect(stalled!.options.final).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
    const wrongKey = openAiImageModel({
      baseUrl: fake.url,
      apiKey: 'nope',
      model: 'gpt-image-1',
      timeoutMs: 500,
      maxImageBytes: 1024,
      download: plainDownload,
    });
    expect(
      (await failureOf(wrongKey.imagine({ prompt: prompt(), seed: 1 }, recordingContext().context)))!.options,
    ).toEqual({ final: true, reason: null });
  });

  it('maps the manual onto what the API understands', () => {
    expect([sizeFor([1, 1]), sizeFor([4, 3]), sizeFor([16, 9]), sizeFor([2, 3]), sizeFor([9, 8])]).toEqual([
      '1024x1024',
      '1536x1024',
      '1536x1024',
      '1024x1536',
      '1024x1024',
    ]);
    expect(describePrompt(prompt({ raw: true }))).toBe('a fox in snow Plain, unstylized, photographic rendering.');
  });
});
