import sharp from 'sharp';
import { OcrError } from './errors.ts';
import type { RawImage } from './types.ts';

/** An image as the pipeline works on it: packed RGB, at most `maxSide` on its longer side. */
export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
  /** Input pixels per working pixel (≥ 1): multiply working coordinates by this to get the caller's. */
  scale: number;
}

export interface DecodeLimits {
  maxSide: number;
  maxInputPixels: number;
}

/**
 * Decodes, turns upright (EXIF), flattens transparency onto white (text on a transparent
 * background would otherwise become text on black) and scales huge pictures down so one
 * request cannot make the models allocate gigabytes.
 */
export async function decodeImage(input: Buffer | RawImage, limits: DecodeLimits): Promise<RgbImage> {
  const source = openImage(input, limits.maxInputPixels);
  let oriented: { width: number; height: number };
  try {
    const meta = await source.metadata();
    oriented = meta.autoOrient;
  } catch (error) {
    throw decodeError(error);
  }
  if (!(oriented.width > 0 && oriented.height > 0)) throw new OcrError('undecodable_image', 'image has no pixels');
  try {
    const { data, info } = await source
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .resize({ width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new OcrError('undecodable_image', `decoded to ${info.channels} channels`);
    return { data, width: info.width, height: info.height, scale: oriented.width / info.width };
  } catch (error) {
    throw decodeError(error);
  }
}

function openImage(input: Buffer | RawImage, maxInputPixels: number): ReturnType<typeof sharp> {
  // `failOn: 'error'`: a slightly damaged JPEG still has readable text; only give up when libvips does.
  const options = { limitInputPixels: maxInputPixels, failOn: 'error' as const };
  if (Buffer.isBuffer(input)) {
    if (input.length === 0) throw new OcrError('undecodable_image', 'empty buffer');
    return sharp(input, options);
  }
  const { data, width, height, channels } = input;
  const sizeOk = [width, height].every((n) => Number.isInteger(n) && n > 0);
  if (!sizeOk || ![1, 2, 3, 4].includes(channels) || data.length !== width * height * channels) {
    throw new OcrError(
      'undecodable_image',
      `raw pixels do not add up: ${data.length} bytes for ${width}×${height}×${channels}`,
    );
  }
  if (width * height > maxInputPixels) {
    throw new OcrError('image_too_large', `${width}×${height} exceeds ${maxInputPixels} pixels`);
  }
  return sharp(data, { ...options, raw: { width, height, channels } });
}

function decodeError(error: unknown): OcrError {
  if (error instanceof OcrError) return error;
  const message = error instanceof Error ? error.message : String(error);
  // sharp has no error codes; this is its wording for `limitInputPixels`.
  const kind = /pixel limit/i.test(message) ? 'image_too_large' : 'undecodable_image';
  return new OcrError(kind, message, { cause: error });
}
