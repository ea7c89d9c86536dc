import type { PdfSource } from './reader.js';
import type { Box } from './pdfium.js';

/**
 * Lines in the top or bottom 8 % of the page (the 1-inch margin of most papers is 9 %) that
 * repeat at the same place on several pages: running headers, footers, page numbers. A line's
 * key is its text with digits folded to `#` (so "Page 3" and "Page 4" match) plus its position
 * rounded to 10 points.
 */
export interface Repeats {
  has(box: Box, text: string): boolean;
}

function key(box: Box, text: string): string {
  const folded = text.replace(/\s+/g, ' ').trim().replace(/\d+/g, '#');
  // The centre, not the left edge: a centred "9" and "10" start at different x.
  return `${Math.round((box.left + box.right) / 20)}:${Math.round(box.top / 10)}:${folded}`;
}

/**
 * Samples up to `sample` pages spread over the document (reading each page and dropping it,
 * so memory stays at one page) and returns the lines found on two or more of them.
 */
export function findRepeats(source: PdfSource, sample = 8): Repeats {
  const pages = samplePages(source.pageCount, sample);
  const seen = new Map<string, number>();
  for (const page of pages) {
    const { lines, area } = source.readPage(page);
    const height = area.top - area.bottom;
    // Only the top and bottom margins: body text in the same spot on two pages (a numbered
    // list, a repeated table heading) is content, not a running header.
    const margin = lines.filter(
      (l) => l.box.bottom > area.top - height * 0.08 || l.box.top < area.bottom + height * 0.08,
    );
    const keys = new Set(margin.map((l) => key(l.box, l.text)));
    for (const k of keys) seen.set(k, (seen.get(k) ?? 0) + 1);
  }
  const repeated = new Set([...seen].filter(([, n]) => n >= 2).map(([k]) => k));
  return { has: (box, text) => repeated.has(key(box, text)) };
}

function samplePages(count: number, sample: number): number[] {
  if (count <= sample) return Array.from({ length: count }, (_, i) => i + 1);
  const step = (count - 1) / (sample - 1);
  return [...new Set(Array.from({ length: sample }, (_, i) => 1 + Math.round(i * step)))];
}
