import sharp from 'sharp';
import { ResultCode } from '@inkstone/contract/envelope';
import { AppError } from '../../platform/http/errors.ts';
import type { ImageFile } from './client.ts';

/** What an article's picture is, before it is made fit for WeChat. */
export type ImageInput = { data: Buffer; name: string };

/** Each upload's rule: media/uploadimg takes JPEG or PNG under 1 MB; add_material up to 10 MB of more kinds. */
export type ImageRule = { maxBytes: number; formats: ReadonlySet<string> };

/** Wider than an article column on a phone is wasted bytes. */
const MAX_WIDTH = 1080;
const QUALITIES = [82, 70, 58, 45];
const PIXEL_LIMIT = 60_000_000;

const sizeText = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const contentType = (format: string) => (format === 'jpeg' ? 'image/jpeg' : `image/${format}`);
const extension = (format: string) => (format === 'jpeg' ? 'jpg' : format);
const baseName = (name: string) => (name.split(/[\\/]/).pop() ?? 'image').replace(/\.[^.]*$/, '') || 'image';

/**
 * Gives back the picture as WeChat will take it: unchanged when it already fits the rule;
 * otherwise re-encoded as JPEG (at most 1080 px wide, lower qualities in turn) until it does.
 * Refused with a message naming the picture when it cannot be read or stays too large.
 */
export async function fitImage(input: ImageInput, rule: ImageRule): Promise<ImageFile> {
  let format: string | undefined;
  try {
    format = (await sharp(input.data, { limitInputPixels: PIXEL_LIMIT }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format) throw new AppError(ResultCode.invalid, 'wechat.imageUnreadable', { name: input.name });
  if (rule.formats.has(format) && input.data.length <= rule.maxBytes)
    return {
      data: input.data,
      filename: `${baseName(input.name)}.${extension(format)}`,
      contentType: contentType(format),
    };

  for (const quality of QUALITIES) {
    const data = await sharp(input.data, { limitInputPixels: PIXEL_LIMIT })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      // JPEG has no transparency: what was see-through shows white, as on a WeChat page.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (data.length <= rule.maxBytes)
      return { data, filename: `${baseName(input.name)}.jpg`, contentType: 'image/jpeg' };
  }
  throw new AppError(ResultCode.tooLarge, 'wechat.imageTooLarge', { name: input.name, limit: sizeText(rule.maxBytes) });
}
