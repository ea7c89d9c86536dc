import sharp from 'sharp';
import type { Rect } from './detect-boxes.ts';
import type { RgbImage } from './image.ts';

/** The recogniser's input: a 1×3×48×W tensor's data. */
export interface LineInput {
  data: Float32Array;
  width: number;
}

const HEIGHT = 48;
// PaddleOCR pads every line to at least 320 wide (its rec_image_shape 3,48,320): short words
// are recognised in the context the model was trained with.
const MIN_WIDTH = 320;
// A sliver of a box (a rule line, a border) would otherwise ask for a tensor tens of thousands
// wide; real text lines stay far below 100:1.
const MAX_WIDTH = HEIGHT * 100;

/**
 * Cuts one line out of the working image, scales it to 48 px high keeping its proportions,
 * normalises to [-1, 1] in BGR plane order and pads the right with 0 (mid-grey after
 * normalisation), as PaddleOCR's resize_norm_img does. A crop at least 1.5 times taller than
 * wide is taken for vertical text and turned a quarter anticlockwise first, like PaddleOCR.
 */
export async function lineInput(image: RgbImage, box: Rect): Promise<LineInput> {
  const [, , w, h] = box;
  const vertical = h >= 1.5 * w;
  const [lineW, lineH] = vertical ? [h, w] : [w, h];
  const width = Math.max(1, Math.min(Math.ceil((HEIGHT * lineW) / lineH), MAX_WIDTH));
  // Cut in JavaScript first: handing sharp the whole page as raw input would copy all of it for every line.
  let pipeline = sharp(crop(image, box), { raw: { width: w, height: h, channels: 3 } });
  if (vertical) {
    pipeline = sharp(await pipeline.rotate(270).raw().toBuffer(), { raw: { width: h, height: w, channels: 3 } });
  }
  const pixels = await pipeline.resize(width, HEIGHT, { fit: 'fill' }).raw().toBuffer();

  const padded = Math.max(MIN_WIDTH, width);
  const plane = HEIGHT * padded;
  const data = new Float32Array(3 * plane);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 3;
      const to = y * padded + x;
      data[to] = (pixels[from + 2] ?? 0) / 127.5 - 1;
      data[plane + to] = (pixels[from + 1] ?? 0) / 127.5 - 1;
      data[2 * plane + to] = (pixels[from] ?? 0) / 127.5 - 1;
    }
  }
  return { data, width: padded };
}

function crop(image: RgbImage, [left, top, width, height]: Rect): Buffer {
  const out = Buffer.allocUnsafe(width * height * 3);
  for (let y = 0; y < height; y++) {
    const from = ((top + y) * image.width + left) * 3;
    image.data.copy(out, y * width * 3, from, from + width * 3);
  }
  return out;
}
