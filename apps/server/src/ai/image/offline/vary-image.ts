import sharp from 'sharp';
import type { Size } from '../grid.ts';
import { between, type Rng } from './random.ts';

/**
 * Variations of a finished picture when its recipe is unknown (a blend, or a picture from
 * another service): small shifts of hue, saturation and brightness and a slight zoom.
 */
export async function imageVariations(picture: Buffer, cell: Size, rng: Rng): Promise<Buffer[]> {
  return Promise.all(
    [0, 1, 2, 3].map(async () => {
      const zoom = between(rng, 1, 1.12);
      const width = Math.round(cell.width * zoom);
      const height = Math.round(cell.height * zoom);
      const resized = await sharp(picture).resize(width, height, { fit: 'cover', kernel: 'lanczos3' }).toBuffer();
      return sharp(resized)
        .extract({
          left: Math.floor(between(rng, 0, width - cell.width)),
          top: Math.floor(between(rng, 0, height - cell.height)),
          width: cell.width,
          height: cell.height,
        })
        .modulate({
          hue: Math.round(between(rng, -18, 18)),
          saturation: between(rng, 0.85, 1.2),
          brightness: between(rng, 0.93, 1.07),
        })
        .png()
        .toBuffer();
    }),
  );
}
