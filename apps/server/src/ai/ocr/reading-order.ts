import type { OcrLine } from './types.ts';

/**
 * Groups lines into rows and orders them: rows top to bottom, pieces of a row left to right.
 * Two pieces share a row when their vertical extents overlap by at least half of the shorter
 * one, so a slightly taller word or a small baseline drift does not start a new row, while
 * consecutive lines of a paragraph (which do not overlap) stay apart.
 */
export function readingOrder(lines: readonly OcrLine[]): OcrLine[][] {
  const rows: { top: number; bottom: number; lines: OcrLine[] }[] = [];
  const byCentre = [...lines].sort((a, b) => a.box[1] + a.box[3] / 2 - (b.box[1] + b.box[3] / 2));
  for (const line of byCentre) {
    const [, top, , h] = line.box;
    const row = rows.find((r) => {
      const overlap = Math.min(r.bottom, top + h) - Math.max(r.top, top);
      return overlap >= 0.5 * Math.min(r.bottom - r.top, h);
    });
    if (row) {
      row.lines.push(line);
      row.top = Math.min(row.top, top);
      row.bottom = Math.max(row.bottom, top + h);
    } else {
      rows.push({ top, bottom: top + h, lines: [line] });
    }
  }
  rows.sort((a, b) => a.top - b.top);
  return rows.map((row) => row.lines.sort((a, b) => a.box[0] - b.box[0]));
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

/** Rows on their own lines; pieces of a row joined by a space, except between CJK characters (which use none). */
export function joinRows(rows: readonly OcrLine[][]): string {
  return rows
    .map((row) =>
      row.reduce((text, line) => {
        if (!text) return line.text;
        const joint = CJK.test(text.at(-1) ?? '') && CJK.test(line.text[0] ?? '') ? '' : ' ';
        return text + joint + line.text;
      }, ''),
    )
    .join('\n');
}
