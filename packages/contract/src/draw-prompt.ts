import { Limits } from './limits.ts';

/**
 * What the drawing page sends for a prompt box and an image bag (SPEC.md §5): nothing with
 * no text and one image or fewer; text makes a CREATE (imagine) with ' --ar ' plus the chosen
 * ratio appended when the text has no aspect ratio of its own; no text makes a BLEND of the
 * bag's 2-5 images. Pure, so the web and the server's tests share it.
 */
export const DRAW_RATIOS = ['1:1', '4:3', '16:9'] as const;
export type DrawRatio = (typeof DRAW_RATIOS)[number];
export const DEFAULT_DRAW_RATIO: DrawRatio = '1:1';

/** Blend's `dimensions` values (the Midjourney-proxy names). */
export const BLEND_DIMENSIONS = ['PORTRAIT', 'SQUARE', 'LANDSCAPE'] as const;
export type BlendDimensions = (typeof BLEND_DIMENSIONS)[number];

export type DrawSubmission =
  | { action: 'CREATE'; prompt: string; images: string[] }
  | { action: 'BLEND'; images: string[]; dimensions: BlendDimensions };

/** An aspect-ratio parameter anywhere in the text, in the manual's or Midjourney's spelling. */
export function hasAspectRatio(text: string): boolean {
  return /(^|\s)(--|[\u2014\u2013])(ar|aspect)(\s|$)/i.test(text);
}

/** Whether one more image fits in the bag. */
export function canAddImage(count: number): boolean {
  return count < Limits.drawingImagesMax;
}

export function dimensionsFor(ratio: DrawRatio): BlendDimensions {
  return ratio === '1:1' ? 'SQUARE' : 'LANDSCAPE';
}

/** The call to make, or null when nothing may be sent. */
export function drawSubmission(input: {
  text: string;
  images: readonly string[];
  ratio: DrawRatio;
}): DrawSubmission | null {
  const text = input.text.trim();
  const images = [...input.images];
  if (images.length > Limits.drawingImagesMax) return null;
  if (!text) return images.length >= 2 ? { action: 'BLEND', images, dimensions: dimensionsFor(input.ratio) } : null;
  return { action: 'CREATE', prompt: hasAspectRatio(text) ? text : `${text} --ar ${input.ratio}`, images };
}
