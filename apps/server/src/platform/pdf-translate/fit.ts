import type { Box } from './pdfium.js';

/** Advance width of `text` at 1 pt (multiply by the size). */
export type Measure = (text: string) => number;

export interface FittedText {
  fontSize: number;
  /** Distance between baselines. */
  leading: number;
  lines: string[];
}

const LEADING = 1.2;
const MIN_SIZE = 3;
/** CJK ideographs, kana, Hangul and full-width forms may break anywhere; Latin words may not. */
const TOKEN =
  /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]|[^\s\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]+|\s+/gu;
/** Closing punctuation never starts a line (the simplest part of the CJK line-breaking rules). */
const NO_LINE_START = /^[，。、；：！？）》」』】,.;:!?)\]}%]/u;

/**
 * Wraps `text` into `box`, shrinking the size in 5 % steps from `startSize` until the lines
 * fit the box's height. Text that cannot fit even at 3 pt is laid out at 3 pt and overflows
 * at the bottom rather than being cut: losing words is worse than a crowded box.
 */
export function fitText(text: string, box: Box, startSize: number, measure: Measure): FittedText {
  const width = Math.max(1, box.right - box.left);
  const height = box.top - box.bottom;
  let size = Math.max(MIN_SIZE, startSize);
  for (;;) {
    const lines = wrap(text, width / size, measure);
    // One line needs about one size of height (the box of a line is its glyphs' extent).
    const needed = size + (lines.length - 1) * size * LEADING;
    if (needed <= height + size * 0.1 || size <= MIN_SIZE) return { fontSize: size, leading: size * LEADING, lines };
    size = Math.max(MIN_SIZE, size * 0.95);
  }
}

/** Greedy wrapping at 1 pt: `width` is the box width divided by the font size. */
export function wrap(text: string, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const token of text.match(TOKEN) ?? []) {
    if (/^\s+$/.test(token)) {
      if (line) line += ' ';
      continue;
    }
    const candidate = line + token;
    if (!line || measure(candidate.trimEnd()) <= width || NO_LINE_START.test(token)) {
      line = candidate;
    } else {
      lines.push(line.trimEnd());
      line = token;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}
