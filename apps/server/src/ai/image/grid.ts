import sharp from 'sharp';
import type { BlendDimensions } from '@inkstone/contract/draw-prompt';
import type { DrawParams } from '@inkstone/contract/draw-params';
import type { ImageResult } from './types.ts';

/**
 * The 2×2 grid every provider answers with (as Midjourney does), and the quadrant
 * arithmetic the change actions share. Quadrants count 1-4 left to right, top to bottom.
 */
export type Size = { width: number; height: number };

/** Long side of one grid cell for each `--q`: quality buys resolution. */
const CELL_LONG_SIDE = { 0.25: 256, 0.5: 384, 1: 512 } as const;
/** Each side of an upscale is this many times the quadrant's. */
export const UPSCALE_FACTOR = 2;
/** Decoding limit for pictures we did not make: bounds memory on hostile input. */
export const MAX_INPUT_PIXELS = 40_000_000;

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

export function cellSize(ar: DrawParams['ar'], q: DrawParams['q']): Size {
  const long = CELL_LONG_SIDE[q];
  const [w, h] = ar;
  return w >= h ? { width: long, height: even((long * h) / w) } : { width: even((long * w) / h), height: long };
}

export function ratioOf(dimensions: BlendDimensions): DrawParams['ar'] {
  return dimensions === 'PORTRAIT' ? [2, 3] : dimensions === 'LANDSCAPE' ? [3, 2] : [1, 1];
}

/** Four pictures (any format) fitted to `cell` and laid out as one PNG. */
export async function composeGrid(cells: Buffer[], cell: Size): Promise<ImageResult & { state: null }> {
  const fitted = await Promise.all(
    cells
      .slice(0, 4)
      .map((data) =>
        sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
          .resize(cell.width, cell.height, { fit: 'cover' })
          .png()
          .toBuffer(),
      ),
  );
  const width = cell.width * 2;
  const height = cell.height * 2;
  const png = await sharp({ create: { width, height, channels: 3, background: '#000000' } })
    .composite(fitted.map((input, i) => ({ input, left: (i % 2) * cell.width, top: Math.floor(i / 2) * cell.height })))
    .png()
    .toBuffer();
  return { png, width, height, state: null };
}

/** One quadrant of a grid, as PNG at its own size. */
export async function quadrant(grid: Buffer, index: number): Promise<{ png: Buffer } & Size> {
  const meta = await sharp(grid).metadata();
  const width = Math.floor((meta.width ?? 0) / 2);
  const height = Math.floor((meta.height ?? 0) / 2);
  const png = await sharp(grid)
    .extract({ left: ((index - 1) % 2) * width, top: Math.floor((index - 1) / 2) * height, width, height })
    .png()
    .toBuffer();
  return { png, width, height };
}

/** Real resampling: the quadrant enlarged with a Lanczos kernel and lightly sharpened. */
export async function upscaleQuadrant(grid: Buffer, index: number): Promise<ImageResult> {
  const part = await quadrant(grid, index);
  const width = part.width * UPSCALE_FACTOR;
  const height = part.height * UPSCALE_FACTOR;
  const png = await sharp(part.png)
    .resize(width, height, { kernel: 'lanczos3' })
    .sharpen({ sigma: 0.6 })
    .png()
    .toBuffer();
  return { png, width, height, state: null };
}
