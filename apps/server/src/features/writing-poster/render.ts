import { Resvg } from '@resvg/resvg-js';
import type { PosterLayout, PosterSize, PosterStyleInput } from '@inkstone/contract/writing-poster';
import QRCode from 'qrcode';
import satori from 'satori';
import { POSTER_WIDTH, posterHeight, posterTree, type PosterContent } from './design.ts';
import { posterFonts } from './fonts.ts';

export type PosterPicture = { png: Buffer; width: number; height: number };

/** The poster as PNG: satori lays it out to SVG with the bundled fonts, resvg paints it. */
export async function renderPoster(
  content: Omit<PosterContent, 'qr'> & { link: string | null },
  style: PosterStyleInput,
  layout: PosterLayout,
  size: PosterSize,
): Promise<PosterPicture> {
  const height = posterHeight(size);
  const qr = content.link
    ? await QRCode.toDataURL(content.link, { margin: 0, width: 360, errorCorrectionLevel: 'M' })
    : null;
  const svg = await satori(posterTree({ ...content, qr }, style, layout, size) as Parameters<typeof satori>[0], {
    width: POSTER_WIDTH,
    height,
    fonts: await posterFonts(),
  });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: POSTER_WIDTH } }).render().asPng();
  return { png, width: POSTER_WIDTH, height };
}
