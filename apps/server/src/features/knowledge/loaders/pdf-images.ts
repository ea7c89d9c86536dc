import sharp from 'sharp';
import { getResolvedPDFJS, type getDocumentProxy } from 'unpdf';
import type { OcrImage } from './types.ts';

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocumentProxy>>['getPage']>>;
type DecodedImage = {
  data?: Uint8Array | Uint8ClampedArray;
  width?: number;
  height?: number;
  kind?: number;
};

// pdf.js ImageKind: packed 1-bit grey (fax-style scans), RGB, RGBA.
const GRAYSCALE_1BPP = 1;
// Smaller pictures are bullets, logos and rules: no text worth reading.
const MIN_SIDE = 48;
// A scanned page is one picture, sometimes a few strips; more is decoration.
const MAX_IMAGES_PER_PAGE = 16;

export type PageImages = {
  images: OcrImage[];
  /** Share of the page the pictures cover (0–1, overlaps counted twice): a scan covers most of it. */
  coverage: number;
};

/**
 * The pictures a page paints (image XObjects, inline images and stencil masks, forms
 * included since pdf.js flattens them into the operator list), decoded by pdf.js and encoded
 * as PNG for OCR, with how much of the page they cover. An image is painted into the unit
 * square, so its area on the page is the determinant of the transformation in force, which is
 * tracked through the operators' save, restore and transform steps.
 */
export async function pageImages(page: PdfPage): Promise<PageImages> {
  const { OPS } = await getResolvedPDFJS();
  const operators = await page.getOperatorList();
  const images: OcrImage[] = [];
  let area = 0;
  let scale = 1;
  const saved: number[] = [];
  for (let i = 0; i < operators.fnArray.length; i++) {
    const op = operators.fnArray[i];
    const args = operators.argsArray[i] as unknown[];
    if (op === OPS.save) saved.push(scale);
    else if (op === OPS.restore) scale = saved.pop() ?? scale;
    else if (op === OPS.transform) scale *= determinant(args as number[]);
    else if (op === OPS.paintFormXObjectBegin) {
      saved.push(scale);
      if (Array.isArray(args[0])) scale *= determinant(args[0] as number[]);
    } else if (op === OPS.paintFormXObjectEnd) scale = saved.pop() ?? scale;
    let decoded: DecodedImage | null = null;
    if (op === OPS.paintImageXObject && typeof args[0] === 'string') decoded = await pageObject(page, args[0]);
    else if (op === OPS.paintInlineImageXObject) decoded = args[0] as DecodedImage;
    // A stencil mask (`/ImageMask true`): 1-bit, as many bilevel and JBIG2 scans are stored.
    // pdf.js normalises its /Decode so that, as in a grey 1-bit image, a set bit is paper.
    else if (op === OPS.paintImageMaskXObject) decoded = await stencilMask(page, args[0] as StencilArgs);
    if (!decoded) continue;
    area += scale;
    const png = images.length < MAX_IMAGES_PER_PAGE ? await toPng(decoded) : null;
    if (png) images.push(png);
  }
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  const pageArea = Math.abs((x1 - x0) * (y1 - y0));
  return { images, coverage: pageArea ? area / pageArea : 0 };
}

function determinant(matrix: number[]): number {
  const [a = 1, b = 0, c = 0, d = 1] = matrix;
  return Math.abs(a * d - b * c);
}

// pdf.js sends a mask either inline or, when large, as the key of a page object.
type StencilArgs = { data?: Uint8Array | string; width?: number; height?: number };

async function stencilMask(page: PdfPage, args: StencilArgs): Promise<DecodedImage | null> {
  const image = typeof args.data === 'string' ? await pageObject(page, args.data) : (args as DecodedImage);
  return image
    ? { ...image, width: image.width ?? args.width, height: image.height ?? args.height, kind: GRAYSCALE_1BPP }
    : null;
}

function pageObject(page: PdfPage, key: string): Promise<DecodedImage | null> {
  const objects = key.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    try {
      objects.get(key, (image: DecodedImage | null) => resolve(image));
    } catch {
      resolve(null);
    }
  });
}

async function toPng({ data, width, height, kind }: DecodedImage): Promise<OcrImage | null> {
  if (!data || !width || !height || width < MIN_SIDE || height < MIN_SIDE) return null;
  let pixels: Uint8Array =
    data instanceof Uint8Array ? data : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  let channels = pixels.length / (width * height);
  if (kind === GRAYSCALE_1BPP) {
    pixels = unpackBits(pixels, width, height);
    channels = 1;
  }
  if (channels !== 1 && channels !== 3 && channels !== 4) return null;
  const png = await sharp(pixels, { raw: { width, height, channels } }).png().toBuffer();
  return { png: new Uint8Array(png), width, height };
}

/** 1-bit rows (each padded to a byte, 1 = paper) as 8-bit grey. */
function unpackBits(packed: Uint8Array, width: number, height: number): Uint8Array {
  const rowBytes = Math.ceil(width / 8);
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bit = (packed[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
      grey[y * width + x] = bit ? 255 : 0;
    }
  }
  return grey;
}
