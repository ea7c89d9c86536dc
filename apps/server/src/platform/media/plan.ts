import type { Region } from './vad.ts';

/**
 * A stretch of the audio to send to speech recognition on its own. `startMs` is also the offset
 * to add to the times the recogniser gives back; `regions` are the speech inside it.
 */
export type Piece = { index: number; startMs: number; endMs: number; regions: Region[] };

export type PlanOptions = {
  /** Longest piece (Whisper reads 30-second windows; longer pieces lose timing accuracy). */
  maxMs?: number;
  /** Largest piece file, with `bytesPerMs` for the encoding the pieces will be cut in (cutAudio). */
  maxBytes?: number;
  /** 48 kbps mp3 (cutAudio's .mp3) is 6 bytes a millisecond; the default allows for container overhead. */
  bytesPerMs?: number;
};

/**
 * Joins speech regions into pieces of at most `maxMs` (and `maxBytes` at `bytesPerMs`): consecutive
 * regions share a piece while the piece stays within the limit, so pieces are cut in the silence
 * between regions; only a region longer than the limit is itself cut, every `limit` ms. The silence
 * between regions of one piece stays in it, so the recogniser's times map back by adding startMs.
 */
export function planPieces(regions: Region[], options: PlanOptions = {}): Piece[] {
  const { maxMs = 30_000, maxBytes = 25 * 1024 * 1024, bytesPerMs = 8 } = options;
  const limit = Math.min(maxMs, Math.floor(maxBytes / bytesPerMs));
  if (!(limit > 0)) throw new RangeError('planPieces: the limits leave no room for audio');
  const pieces: Omit<Piece, 'index'>[] = [];
  let current: Omit<Piece, 'index'> | null = null;
  for (const region of [...regions].sort((a, b) => a.startMs - b.startMs)) {
    if (region.endMs <= region.startMs) continue;
    if (current && region.endMs - current.startMs <= limit) {
      current.endMs = Math.max(current.endMs, region.endMs);
      current.regions.push(region);
      continue;
    }
    if (current) pieces.push(current);
    // A region longer than the limit: whole-limit slices, the rest opens the next piece.
    let from = region.startMs;
    while (region.endMs - from > limit) {
      pieces.push({ startMs: from, endMs: from + limit, regions: [{ startMs: from, endMs: from + limit }] });
      from += limit;
    }
    current = { startMs: from, endMs: region.endMs, regions: [{ startMs: from, endMs: region.endMs }] };
  }
  if (current) pieces.push(current);
  return pieces.map((piece, index) => ({ index, ...piece }));
}
