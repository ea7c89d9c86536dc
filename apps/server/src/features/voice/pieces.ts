import type { StoredPiece } from './tables.ts';

/** What one request to the provider may carry (its limit is 25 MB; pieces are 16 kHz mono mp3). */
export const PIECE_MAX_MS = 30_000;
export const PIECE_MAX_BYTES = 24 * 1024 * 1024;

/**
 * Joins speech regions (from VAD) into pieces of at most `maxMs`, in order; a region longer than
 * that is cut into `maxMs` parts. Silence between regions in one piece goes along (it keeps the
 * timing simple and costs little); long silences end a piece.
 */
export function piecesOf(regions: readonly { startMs: number; endMs: number }[], maxMs = PIECE_MAX_MS): StoredPiece[] {
  const pieces: StoredPiece[] = [];
  let current: StoredPiece | null = null;
  for (const region of regions) {
    for (let start = region.startMs; start < region.endMs; start += maxMs) {
      const end = Math.min(region.endMs, start + maxMs);
      if (current && end - current.startMs <= maxMs && start - current.endMs < 2_000) {
        current.endMs = end;
      } else {
        current = { startMs: start, endMs: end };
        pieces.push(current);
      }
    }
  }
  return pieces;
}
