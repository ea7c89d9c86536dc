import { createOcr, OcrError, ocrAvailability } from '../../ai/ocr/index.ts';
import type { ImageReader } from './external-loaders.ts';
import type { EngineStatus as OcrStatus } from '../../platform/platform.ts';
import { refuse } from './refusal.ts';

/**
 * The OCR engine as knowledge reads pictures and scanned pages. A picture it cannot decode, or
 * an engine that does not load on this machine, ends the source with a reason the user can
 * act on; the status is kept for the health answer.
 */
export function ocrReader(status: OcrStatus): ImageReader {
  const ocr = createOcr();
  return async (png) => {
    try {
      const result = await ocr.recognize(png);
      status.state = 'available';
      return result.text;
    } catch (error) {
      if (!(error instanceof OcrError)) throw error;
      if (error.kind === 'unavailable') {
        Object.assign(status, { state: 'unavailable', reason: error.reason });
        throw refuse('knowledge.needsOcr');
      }
      throw refuse('knowledge.corrupt', { format: 'image' });
    }
  };
}

/** Loads the engine once to say whether OCR works here (the first picture is then read warm). */
export async function checkOcr(status: OcrStatus): Promise<OcrStatus> {
  const checked = await ocrAvailability();
  Object.assign(status, { state: checked.available ? 'available' : 'unavailable', reason: checked.reason });
  return status;
}
