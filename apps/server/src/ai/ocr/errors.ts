/**
 * `undecodable_image`: the bytes are not a picture we can read (or raw pixels do not add up);
 * `image_too_large`: more pixels than the decoder is allowed to expand; `unavailable`: the
 * native runtime or the model files did not load on this machine (`reason` says which).
 */
export type OcrErrorKind = 'undecodable_image' | 'image_too_large' | 'unavailable';

/** Catalogue keys for packages/contract/src/messages.ts (to be added there by whoever wires OCR in). */
export type OcrMessageKey = 'ocr.undecodableImage' | 'ocr.imageTooLarge' | 'ocr.unavailable';

const keyOf: Record<OcrErrorKind, OcrMessageKey> = {
  undecodable_image: 'ocr.undecodableImage',
  image_too_large: 'ocr.imageTooLarge',
  unavailable: 'ocr.unavailable',
};

/** The words for the user, in both languages, until the catalogue holds them. */
export const ocrMessages: Record<OcrMessageKey, { en: string; zh_CN: string }> = {
  'ocr.undecodableImage': {
    en: 'This file is not a readable picture: please use a PNG, JPEG, WebP, GIF or TIFF image',
    zh_CN: '无法读取这张图片：请使用 PNG、JPEG、WebP、GIF 或 TIFF 格式的图片',
  },
  'ocr.imageTooLarge': {
    en: 'This picture is too large to read; please use a smaller one',
    zh_CN: '图片太大，无法识别，请换一张较小的图片',
  },
  'ocr.unavailable': {
    en: 'Text recognition (OCR) is not available on this server',
    zh_CN: '此服务器上的文字识别（OCR）不可用',
  },
};

export class OcrError extends Error {
  readonly key: OcrMessageKey;

  constructor(
    readonly kind: OcrErrorKind,
    /** For logs: what the decoder or the runtime said. */
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`ocr: ${kind}: ${reason}`, options);
    this.name = 'OcrError';
    this.key = keyOf[kind];
  }

  get messages(): { en: string; zh_CN: string } {
    return ocrMessages[this.key];
  }
}
