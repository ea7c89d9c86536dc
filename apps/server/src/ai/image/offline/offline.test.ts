import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parsePrompt } from '@inkstone/contract/draw-params';
import { recordingContext } from '../testing/context.ts';
import { COLOURS, solidPng } from '../testing/serve.ts';
import type { ImageResult, PromptSpec } from '../types.ts';
import { featuresOf } from './features.ts';
import { offlineImageModel } from './model.ts';

/** The offline generator really honours the parameter manual: each test measures pixels. */
const model = offlineImageModel({ stepMs: 0 });
const spec = (prompt: string, images: PromptSpec['images'] = []): PromptSpec => {
  const parsed = parsePrompt(prompt);
  if (!parsed.ok) throw new Error(parsed.problem.key);
  return { text: parsed.value.text, params: parsed.value.params, written: prompt, images };
};
const draw = (prompt: string, seed = 7, images: PromptSpec['images'] = []) =>
  model.imagine({ prompt: spec(prompt, images), seed }, recordingContext().context);

async function raw(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
async function quadrants(result: ImageResult): Promise<Buffer[]> {
  const [w, h] = [result.width / 2, result.height / 2];
  return Promise.all(
    [0, 1, 2, 3].map((i) =>
      sharp(result.png)
        .extract({ left: (i % 2) * w, top: Math.floor(i / 2) * h, width: w, height: h })
        .png()
        .toBuffer(),
    ),
  );
}
async function distance(a: Buffer, b: Buffer): Promise<number> {
  const small = (png: Buffer) => sharp(png).resize(32, 32, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([small(a), small(b)]);
  return x.reduce((sum, value, i) => sum + Math.abs(value - y[i]!), 0) / x.length;
}
async function spread(result: ImageResult): Promise<number> {
  const parts = await quadrants(result);
  const pairs: number[] = [];
  for (let i = 0; i < 4; i += 1) for (let j = i + 1; j < 4; j += 1) pairs.push(await distance(parts[i]!, parts[j]!));
  return pairs.reduce((a, b) => a + b) / pairs.length;
}
/** Share of pixels whose hue reads as red (within 20° of it, saturated, neither black nor white). */
async function redShare(png: Buffer): Promise<number> {
  const { data } = await raw(png);
  let red = 0;
  for (let i = 0; i < data.length; i += 3) {
    const [r, g, b] = [data[i]! / 255, data[i + 1]! / 255, data[i + 2]! / 255];
    const [max, min] = [Math.max(r, g, b), Math.min(r, g, b)];
    const [lightness, delta] = [(max + min) / 2, max - min];
    if (delta === 0) continue;
    const saturation = delta / (1 - Math.abs(2 * lightness - 1));
    const sector = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
    const hue = (sector * 60 + 360) % 360;
    if ((hue < 20 || hue > 340) && saturation > 0.35 && lightness > 0.2 && lightness < 0.85) red += 1;
  }
  return red / (data.length / 3);
}
/** Mean difference between neighbouring pixels: how busy a picture is. */
async function busyness(png: Buffer): Promise<number> {
  const { data, width } = await raw(png);
  let total = 0;
  for (let i = 3; i < data.length; i += 1) if ((i / 3) % width !== 0) total += Math.abs(data[i]! - data[i - 3]!);
  return total / data.length;
}

describe('the offline generator', () => {
  it('is deterministic in prompt and seed, and reports rising progress below 100', async () => {
    const { context, progress } = recordingContext();
    const a = await model.imagine({ prompt: spec('a harbour at dusk --q .25'), seed: 11 }, context);
    expect((await draw('a harbour at dusk --q .25', 11)).png.equals(a.png)).toBe(true);
    expect((await draw('a harbour at dusk --q .25', 12)).png.equals(a.png)).toBe(false);
    expect(progress).toEqual([...progress].sort((x, y) => x - y));
    expect(progress.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...progress)).toBeLessThan(100);
  });

  it('shapes the grid with --ar and sizes it with --q', async () => {
    const sizes = await Promise.all(
      ['--ar 2:3', '--ar 16:9 --q .5', '--q .25', ''].map(async (p) => draw(`a tower ${p}`)),
    );
    expect(sizes.map((r) => [r.width, r.height])).toEqual([
      [684, 1024],
      [768, 432],
      [512, 512],
      [1024, 1024],
    ]);
  });

  it('spreads the four pictures further apart with --chaos', async () => {
    for (const prompt of ['mountains by a lake --q .25', 'a city of towers --q .25']) {
      expect(await spread(await draw(`${prompt} --chaos 100`))).toBeGreaterThan(
        await spread(await draw(`${prompt} --chaos 0`)),
      );
    }
  });

  it('uses the colours a prompt names, and none that --no bans', async () => {
    for (const seed of [1, 2, 3, 4]) {
      expect(await redShare((await draw('a crimson sky --q .25', seed)).png)).toBeGreaterThan(0.2);
      expect(await redShare((await draw('a crimson sky --q .25 --no red', seed)).png)).toBeLessThan(0.002);
      expect(
        await redShare((await draw('a red rose garden at sunset --q .25 --no red, orange', seed)).png),
      ).toBeLessThan(0.002);
    }
  });

  it('reads subjects from the prompt in either language and leaves out those --no names', () => {
    expect(featuresOf(spec('a forest by the sea')).subjects).toEqual(['water', 'trees']);
    expect(featuresOf(spec('海边的森林')).subjects).toEqual(['water', 'trees']);
    expect(featuresOf(spec('a forest by the sea --no trees')).subjects).toEqual(['water']);
    expect(featuresOf(spec('夜空中的月亮')).dark).toBe(true);
    expect(featuresOf(spec('a cat')).subjects[0]).toBe('abstract');
  });

  it('adds detail with --s and flattens with --style raw', async () => {
    const [plain, detailed] = [
      await draw('a forest with flowers --q .5 --s 0'),
      await draw('a forest with flowers --q .5 --s 1000'),
    ];
    expect(await busyness(detailed.png)).toBeGreaterThan((await busyness(plain.png)) * 1.2);
    const colours = async (png: Buffer) => {
      const { data } = await raw(png);
      const seen = new Set<number>();
      for (let i = 0; i < data.length; i += 3) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      return seen.size;
    };
    expect(await colours((await draw('mountains at sunrise --q .5 --style raw')).png)).toBeLessThan(
      (await colours((await draw('mountains at sunrise --q .5')).png)) / 2,
    );
  });

  it('makes pictures that repeat seamlessly with --tile', async () => {
    const seam = async (png: Buffer) => {
      const { data, width, height } = await raw(png);
      const at = (x: number, y: number, c: number) => data[(y * width + x) * 3 + c]!;
      let edges = 0;
      for (let y = 0; y < height; y += 1)
        for (let c = 0; c < 3; c += 1) edges += Math.abs(at(0, y, c) - at(width - 1, y, c));
      for (let x = 0; x < width; x += 1)
        for (let c = 0; c < 3; c += 1) edges += Math.abs(at(x, 0, c) - at(x, height - 1, c));
      return edges / ((width + height) * 3);
    };
    for (const prompt of ['stars and trees', 'a city of flowers']) {
      const tiled = (await quadrants(await draw(`${prompt} --q .25 --tile`)))[0]!;
      const scene = (await quadrants(await draw(`${prompt} --q .25`)))[0]!;
      expect(await seam(tiled)).toBeLessThan(2);
      expect(await seam(scene)).toBeGreaterThan(8);
    }
  });

  it('weighs an image prompt by --iw', async () => {
    const blue = [{ data: await solidPng(64, 64, { r: 0, g: 0, b: 255 }), mime: 'image/png' }];
    const blueness = async (result: ImageResult) => (await sharp(result.png).stats()).channels[2]!.mean;
    expect(await blueness(await draw('a yellow field --q .25 --iw 2', 7, blue))).toBeGreaterThan(
      (await blueness(await draw('a yellow field --q .25 --iw 0.5', 7, blue))) + 20,
    );
  });

  it('upscales a quadrant by real resampling, and varies one closer to it than a reroll', async () => {
    const parentResult = await draw('mountains and clouds --ar 3:2 --q .25');
    const parent = {
      prompt: spec('mountains and clouds --ar 3:2 --q .25'),
      image: async () => parentResult.png,
      seed: 7,
      state: parentResult.state,
      provider: 'offline' as const,
    };
    const up = await model.upscale({ parent, index: 4 }, recordingContext().context);
    const fourth = (await quadrants(parentResult))[3]!;
    expect([up.width, up.height]).toEqual([parentResult.width, parentResult.height]);
    expect(
      await distance(
        await sharp(up.png)
          .resize(parentResult.width / 2)
          .png()
          .toBuffer(),
        fourth,
      ),
    ).toBeLessThan(3);

    let closer = 0;
    for (const seed of [21, 22, 23]) {
      const varied = await quadrants(await model.vary({ parent, index: 4, seed }, recordingContext().context));
      const rerolled = await quadrants(await model.reroll({ parent, seed }, recordingContext().context));
      const mean = async (parts: Buffer[]) =>
        (await Promise.all(parts.map((part) => distance(part, fourth)))).reduce((a, b) => a + b) / 4;
      if ((await mean(varied)) < (await mean(rerolled))) closer += 1;
    }
    expect(closer).toBe(3);
  });

  it('blends pictures so that each result holds all of them', async () => {
    const images = await Promise.all(
      [COLOURS[0]!, COLOURS[2]!].map(async (colour) => ({ data: await solidPng(50, 80, colour), mime: 'image/png' })),
    );
    const result = await model.blend({ images, dimensions: 'SQUARE', seed: 5 }, recordingContext().context);
    expect([result.width, result.height]).toEqual([1024, 1024]);
    for (const part of await quadrants(result)) {
      const [r, , b] = (await sharp(part).stats()).channels.map((channel) => channel.mean);
      expect(r).toBeGreaterThan(40);
      expect(b).toBeGreaterThan(40);
    }
    expect(await spread(result)).toBeGreaterThan(1);
  });

  it('stops when aborted', async () => {
    const slow = offlineImageModel({ stepMs: 10_000 });
    const abort = new AbortController();
    const running = slow.imagine(
      { prompt: spec('a slow picture'), seed: 1 },
      recordingContext({ signal: abort.signal }).context,
    );
    abort.abort(new Error('shutdown'));
    await expect(running).rejects.toThrow('shutdown');
  });
});
