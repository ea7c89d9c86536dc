import sharp from 'sharp';
import { MAX_INPUT_PIXELS, type Size } from '../grid.ts';
import { rngOf, type Rng } from './random.ts';

/**
 * BLEND for real: the given pictures, fitted to the cell, mixed pixel by pixel under four
 * different weight fields (a soft interference mix, left-to-right, centre-out, diagonal),
 * with the image order and offsets drawn from the seed.
 */
type Field = (x: number, y: number, rng: number) => number;
const FIELDS: Array<Field | null> = [
  null,
  (x) => x,
  (x, y) => Math.min(1, Math.hypot(x - 0.5, y - 0.5) * 1.4),
  (x, y) => (x + y) / 2,
];

export async function blendCells(images: Buffer[], cell: Size, seed: number): Promise<Buffer[]> {
  const { width, height } = cell;
  const pixels = await Promise.all(
    images.map((data) =>
      sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(width, height, { fit: 'cover' })
        .removeAlpha()
        .raw()
        .toBuffer(),
    ),
  );
  const rng = rngOf(seed);
  return Promise.all(
    FIELDS.map(async (field) => {
      const order = shuffled(pixels, rng);
      const mixed = mixPixels(order, cell, field, rng);
      return sharp(mixed, { raw: { width, height, channels: 3 } })
        .png()
        .toBuffer();
    }),
  );
}

function shuffled<T>(items: T[], rng: Rng): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function mixPixels(sources: Buffer[], { width, height }: Size, field: Field | null, rng: Rng): Buffer {
  const count = sources.length;
  const sigma = 0.32 / Math.max(1, count - 1);
  const phases = sources.map(() => rng() * Math.PI * 2);
  const [fx, fy, shift] = [1 + rng() * 2, 1 + rng() * 2, (rng() - 0.5) * 0.2];
  const out = Buffer.alloc(width * height * 3);
  const weights = new Float64Array(count);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const u = x / width;
      const v = y / height;
      let total = 0;
      for (let i = 0; i < count; i += 1) {
        const weight = field
          ? Math.exp(-((field(u, v, 0) + shift - i / Math.max(1, count - 1)) ** 2) / (2 * sigma * sigma))
          : 1 + 0.8 * Math.sin(Math.PI * 2 * (fx * u + fy * v) + phases[i]!);
        weights[i] = weight + 1e-6;
        total += weights[i]!;
      }
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) {
        let value = 0;
        for (let i = 0; i < count; i += 1) value += sources[i]![at + c]! * weights[i]!;
        out[at + c] = Math.round(value / total);
      }
    }
  }
  return out;
}
