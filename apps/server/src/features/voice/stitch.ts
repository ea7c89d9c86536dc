import type { Transcription } from '../../ai/speech/types.ts';
import type { StoredPiece, StoredSegment } from './tables.ts';

/**
 * A piece's transcription as lines of the whole recording: the piece's start added to every
 * time, and each word given to the line it falls in (providers send words for the whole piece).
 * Line ids are set when the pieces are joined (`stitch`).
 */
export function offsetLines(piece: Pick<StoredPiece, 'startMs' | 'endMs'>, result: Transcription): StoredSegment[] {
  const at = (ms: number) => Math.min(piece.endMs, piece.startMs + Math.max(0, Math.round(ms)));
  const lines = result.segments
    .filter((segment) => segment.text.trim())
    .map((segment) => ({
      id: '',
      startMs: at(segment.startMs),
      endMs: Math.max(at(segment.startMs), at(segment.endMs)),
      ...(segment.speaker ? { speaker: segment.speaker } : {}),
      text: segment.text.trim(),
    }));
  // A provider that answers only `text` (no segments) still gives one line for the piece.
  if (lines.length === 0 && result.text.trim()) {
    lines.push({ id: '', startMs: piece.startMs, endMs: piece.endMs, text: result.text.trim() });
  }
  const words = (result.words ?? []).map((word) => ({
    startMs: at(word.startMs),
    endMs: at(word.endMs),
    text: word.text,
  }));
  return lines.map((line, index) => {
    const next = lines[index + 1];
    const own = words.filter(
      (word) => word.startMs >= line.startMs && (next ? word.startMs < next.startMs : word.startMs <= line.endMs),
    );
    return own.length ? { ...line, words: own } : line;
  });
}

/**
 * The pieces' lines in order as one transcript: ids `s1`, `s2`… and speakers renamed `S1`,
 * `S2`… in order of first appearance (a provider's `A`/`B` per piece are its own labels).
 */
export function stitch(pieces: readonly StoredPiece[]): {
  segments: StoredSegment[];
  speakers: { id: string; name: string }[];
  text: string;
} {
  const labels = new Map<string, string>();
  const segments = pieces
    .flatMap((piece) => piece.segments ?? [])
    .map((segment, index) => {
      const { speaker, ...rest } = segment;
      if (speaker && !labels.has(speaker)) labels.set(speaker, `S${labels.size + 1}`);
      return { ...rest, id: `s${index + 1}`, ...(speaker ? { speaker: labels.get(speaker)! } : {}) };
    });
  const speakers = [...labels.values()].map((id) => ({ id, name: id }));
  return { segments, speakers, text: segments.map((segment) => segment.text).join('\n') };
}
