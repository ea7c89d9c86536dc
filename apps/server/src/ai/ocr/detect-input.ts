import sharp from 'sharp';
import type { RgbImage } from './image.ts';

/** The detector's input: a 1×3×H×W tensor's data, H and W multiples of 32 as the network's strides require. */
export interface DetectionInput {
  data: Float32Array;
  width: number;
  height: number;
}

// PP-OCR's detector was trained on ImageNet-normalised BGR (OpenCV) images: these are its
// NormalizeImage means and deviations, applied in that channel order.
const MEAN_BGR = [0.485, 0.456, 0.406] as const;
const STD_BGR = [0.229, 0.224, 0.225] as const;

/**
 * Shrinks (never enlarges) to `maxSide` and rounds each side to a multiple of 32, stretching
 * rather than padding, as PaddleOCR's DetResizeForTest does.
 */
export async function detectionInput(image: RgbImage, maxSide: number): Promise<DetectionInput> {
  const ratio = Math.min(1, maxSide / Math.max(image.width, image.height));
  const width = Math.max(32, Math.round((image.width * ratio) / 32) * 32);
  const height = Math.max(32, Math.round((image.height * ratio) / 32) * 32);
  const pixels = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const plane = width * height;
  const data = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    for (let c = 0; c < 3; c++) {
      const rgbIndex = 2 - c; // plane 0 is blue
      data[c * plane + i] = ((pixels[i * 3 + rgbIndex] ?? 0) / 255 - MEAN_BGR[c]!) / STD_BGR[c]!;
    }
  }
  return { data, width, height };
}
