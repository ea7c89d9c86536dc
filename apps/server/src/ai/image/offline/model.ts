import sharp from 'sharp';
import { cellSize, composeGrid, quadrant, ratioOf, upscaleQuadrant, type Size } from '../grid.ts';
import type { ImageInput, ImageModel, ImageResult, PromptSpec, RunContext } from '../types.ts';
import { blendCells } from './blend.ts';
import { featuresOf } from './features.ts';
import { genesIn, genesOf, perturb, rounded } from './genes.ts';
import { pause } from '../pace.ts';
import { paintSvg, type ImageLayer } from './painter.ts';
import { lerp, rngOf } from './random.ts';
import { imageVariations } from './vary-image.ts';

/**
 * The built-in image generator of demo mode (DESIGN.md §4). It is a procedural painter, not a
 * diffusion model: it reads colour words and a few subjects from the prompt, honours the
 * parameter manual (--ar grid shape, --chaos spread between the four pictures, --no banned
 * colours and subjects, --q resolution, --s detail, --style raw flat shapes, --tile seamless
 * repeats, --iw weight of an image prompt), and really resamples, blends and varies pixels.
 * The same prompt and seed always give the same grid.
 */
const VARIATION_AMOUNT = 0.12;

type State = { kind: 'imagine'; genes: number[][] } | { kind: 'blend'; dimensions: string } | null;

export function offlineImageModel(options: { stepMs: number }): ImageModel {
  const step = async (context: RunContext, percent: number) => {
    await pause(options.stepMs, context.signal);
    await context.onProgress(percent);
  };

  /** Renders four cells one by one, reporting progress after each, and lays them out. */
  const grid = async (
    cells: Array<() => Promise<Buffer>>,
    size: Size,
    context: RunContext,
    state: State,
  ): Promise<ImageResult> => {
    await step(context, 5);
    const rendered: Buffer[] = [];
    for (const [i, render] of cells.entries()) {
      rendered.push(await render());
      await step(context, 20 + i * 20);
    }
    const result = await composeGrid(rendered, size);
    await context.onProgress(95);
    return { ...result, state };
  };

  const paintGrid = async (prompt: PromptSpec, genes: number[][], context: RunContext) => {
    const size = cellSize(prompt.params.ar, prompt.params.q);
    const features = featuresOf(prompt);
    const layers = await imageLayers(prompt.images, size, prompt.params.iw);
    const cells = genes.map(
      (cell, i) => () =>
        sharp(Buffer.from(paintSvg(features, cell, size, layers[i % layers.length] ?? null)))
          .png()
          .toBuffer(),
    );
    return grid(cells, size, context, { kind: 'imagine', genes: genes.map(rounded) });
  };

  const imagine = (prompt: PromptSpec, seed: number, context: RunContext) => {
    const base = genesOf(seed);
    const spread = lerp(0.25, 1, prompt.params.chaos / 100);
    return paintGrid(
      prompt,
      [1, 2, 3, 4].map((i) => perturb(base, rngOf(seed + i * 7919), spread)),
      context,
    );
  };

  const blend = (images: ImageInput[], dimensions: string, seed: number, context: RunContext) => {
    const size = cellSize(ratioOf(dimensions as 'SQUARE'), 1);
    const cells = blendCells(
      images.map((image) => image.data),
      size,
      seed,
    );
    return grid(
      [0, 1, 2, 3].map((i) => async () => (await cells)[i]!),
      size,
      context,
      { kind: 'blend', dimensions },
    );
  };

  return {
    provider: 'offline',
    imagine: ({ prompt, seed }, context) => imagine(prompt, seed, context),
    blend: ({ images, dimensions, seed }, context) => blend(images, dimensions, seed, context),
    async upscale({ parent, index }, context) {
      await step(context, 30);
      const result = await upscaleQuadrant(await parent.image(), index);
      await step(context, 90);
      return result;
    },
    async vary({ parent, index, seed }, context) {
      const genes = parent.provider === 'offline' ? genesIn(parent.state, index) : null;
      if (genes)
        return paintGrid(
          parent.prompt,
          [1, 2, 3, 4].map((i) => perturb(genes, rngOf(seed + i * 7919), VARIATION_AMOUNT)),
          context,
        );
      const part = await quadrant(await parent.image(), index);
      const size = { width: part.width, height: part.height };
      const cells = imageVariations(part.png, size, rngOf(seed));
      return grid(
        [0, 1, 2, 3].map((i) => async () => (await cells)[i]!),
        size,
        context,
        null,
      );
    },
    reroll({ parent, seed }, context) {
      const state = parent.state as State;
      if (state?.kind === 'blend') return blend(parent.prompt.images, state.dimensions, seed, context);
      return imagine(parent.prompt, seed, context);
    },
  };
}

/** Image prompts as SVG layers, fitted to the cell; `--iw` sets how strongly they show. */
async function imageLayers(images: ImageInput[], size: Size, iw: number): Promise<ImageLayer[]> {
  const opacity = iw / (iw + 1);
  return Promise.all(
    images.map(async (image) => {
      const png = await sharp(image.data, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize(size.width, size.height, { fit: 'cover' })
        .png()
        .toBuffer();
      return { dataUrl: `data:image/png;base64,${png.toString('base64')}`, opacity };
    }),
  );
}
