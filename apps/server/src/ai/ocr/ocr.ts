import { decodeCtc } from './ctc.ts';
import { defaultBoxParams, findTextBoxes, type Rect } from './detect-boxes.ts';
import { detectionInput } from './detect-input.ts';
import { defaultThreads, loadEngine, runModel, type Engine } from './engine.ts';
import { OcrError } from './errors.ts';
import { decodeImage, type RgbImage } from './image.ts';
import { joinRows, readingOrder } from './reading-order.ts';
import { lineInput } from './recognize-input.ts';
import type { Ocr, OcrLine, OcrOptions } from './types.ts';

/**
 * Offline OCR for Chinese and English (PaddleOCR PP-OCRv4 on onnxruntime-node). Nothing loads
 * until the first `recognize`; the models then stay loaded for the life of the process.
 */
export function createOcr(options: OcrOptions = {}): Ocr {
  const settings = {
    maxSide: options.maxSide ?? 4096,
    maxInputPixels: options.maxInputPixels ?? 100_000_000,
    detectionMaxSide: options.detectionMaxSide ?? 1280,
    minScore: options.minScore ?? 0.5,
  };
  const threads = options.threads ?? defaultThreads();
  return {
    async recognize(input) {
      const engine = await loadEngine(options.models, threads);
      // Decoding waits its turn too: a burst of large uploads then holds one decoded image
      // (up to maxSide² × 3 bytes) at a time instead of all of them.
      const lines = await engine.exclusive(async () => readLines(engine, await decodeImage(input, settings), settings));
      const rows = readingOrder(lines);
      return { text: joinRows(rows), lines: rows.flat() };
    },
  };
}

/** Whether OCR can run here; loads the runtime and the models (once), so a later `recognize` starts warm. */
export async function ocrAvailability(
  options: Pick<OcrOptions, 'models' | 'threads'> = {},
): Promise<{ available: boolean; reason?: string }> {
  try {
    await loadEngine(options.models, options.threads ?? defaultThreads());
    return { available: true };
  } catch (error) {
    return { available: false, reason: error instanceof OcrError ? error.reason : String(error) };
  }
}

async function readLines(
  engine: Engine,
  image: RgbImage,
  settings: { detectionMaxSide: number; minScore: number },
): Promise<OcrLine[]> {
  const det = await detectionInput(image, settings.detectionMaxSide);
  const map = await runModel(engine, engine.detector, det.data, [1, 3, det.height, det.width]);
  const boxes = findTextBoxes(map.data as Float32Array, det.width, det.height, defaultBoxParams);
  const lines: OcrLine[] = [];
  for (const detected of boxes) {
    const box = toWorking(detected, det.width / image.width, det.height / image.height, image);
    if (!box) continue;
    const input = await lineInput(image, box);
    const out = await runModel(engine, engine.recogniser, input.data, [1, 3, 48, input.width]);
    const [, steps = 0, classes = 0] = out.dims;
    const { text, score } = decodeCtc(out.data as Float32Array, steps, classes, engine.charset);
    if (score < settings.minScore || !text.trim()) continue;
    lines.push({ text: text.trim(), score, box: toCaller(box, image.scale) });
  }
  return lines;
}

/** Detector map pixels to working-image pixels, clamped; undefined when nothing is left of the box. */
function toWorking(box: Rect, sx: number, sy: number, image: RgbImage): Rect | undefined {
  const left = Math.max(0, Math.floor(box[0] / sx));
  const top = Math.max(0, Math.floor(box[1] / sy));
  const right = Math.min(image.width, Math.ceil((box[0] + box[2]) / sx));
  const bottom = Math.min(image.height, Math.ceil((box[1] + box[3]) / sy));
  return right - left >= 2 && bottom - top >= 2 ? [left, top, right - left, bottom - top] : undefined;
}

function toCaller(box: Rect, scale: number): Rect {
  return [
    Math.round(box[0] * scale),
    Math.round(box[1] * scale),
    Math.round(box[2] * scale),
    Math.round(box[3] * scale),
  ];
}
