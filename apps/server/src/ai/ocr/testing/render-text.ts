import sharp from 'sharp';

/** A piece of text to draw: baseline at (x, y), in px. */
export interface Placed {
  text: string;
  x: number;
  y: number;
  size?: number;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Black text on white drawn by librsvg with the system's Noto Sans CJK (fonts-noto-cjk), as a PNG. */
export async function renderText(width: number, height: number, pieces: Placed[]): Promise<Buffer> {
  const texts = pieces
    .map(
      ({ text, x, y, size = 36 }) =>
        `<text x="${x}" y="${y}" font-family="Noto Sans CJK SC" font-size="${size}" fill="#111">${escape(text)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#fff"/>${texts}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Share of `expected`'s characters that `actual` reproduces in order (longest common
 * subsequence), ignoring case and whitespace. OCR may read one glyph differently after a model
 * or font change; a broken pipeline (wrong channel order, normalisation or charset offset)
 * reads garbage and scores near zero, so a threshold just below 1 still catches it.
 */
export function charRecall(expected: string, actual: string): number {
  const a = [...expected.toLowerCase().replace(/\s+/g, '')];
  const b = [...actual.toLowerCase().replace(/\s+/g, '')];
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const ca of a) {
    const current = [0];
    for (let j = 0; j < b.length; j++) {
      current.push(ca === b[j] ? previous[j]! + 1 : Math.max(previous[j + 1]!, current[j]!));
    }
    previous = current;
  }
  return a.length === 0 ? 1 : previous[b.length]! / a.length;
}
