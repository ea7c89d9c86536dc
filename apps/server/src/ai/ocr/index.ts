export { createOcr, ocrAvailability } from './ocr.ts';
export { OcrError, ocrMessages, type OcrErrorKind, type OcrMessageKey } from './errors.ts';
export type { Ocr, OcrLine, OcrModelPaths, OcrOptions, OcrResult, RawImage } from './types.ts';
