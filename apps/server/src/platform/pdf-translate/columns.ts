import type { TextLine } from './lines.js';
import type { Box } from './pdfium.js';

/**
 * Reading order for one page. A column gutter is a vertical band, between 30 % and 70 % of
 * the page width, that no narrow line crosses; lines wider than 60 % of the page (titles,
 * full-width figures' captions) span both columns. The page is cut into bands at the spanning
 * lines; inside each band the left column is read before the right one.
 *
 * Returns the lines in reading order, each with its column (0 full width, 1 left, 2 right).
 */
export function readingOrder(lines: readonly TextLine[], area: Box): { line: TextLine; column: number }[] {
  const gutter = findGutter(lines, area);
  const byTop = [...lines].sort((a, b) => b.box.top - a.box.top || a.box.left - b.box.left);
  if (gutter === undefined) return byTop.map((line) => ({ line, column: 0 }));

  const columnOf = (l: TextLine) => (l.box.right <= gutter + 1 ? 1 : l.box.left >= gutter - 1 ? 2 : 0);
  const out: { line: TextLine; column: number }[] = [];
  let band: TextLine[] = [];
  const flush = () => {
    for (const column of [1, 2]) {
      for (const line of band.filter((l) => columnOf(l) === column)) out.push({ line, column });
    }
    band = [];
  };
  for (const line of byTop) {
    if (columnOf(line) === 0) {
      flush();
      out.push({ line, column: 0 });
    } else {
      band.push(line);
    }
  }
  flush();
  return out;
}

/**
 * The x of the widest empty vertical band in the middle of the page, if one is at least 8 pt
 * wide, among items narrower than 60 % of the page (wider ones span both columns). Used on
 * text blocks before they are joined into lines (so that justified lines of two columns,
 * which end and start a gutter apart, are never joined) and on the lines for reading order.
 */
export function findGutter(items: readonly { box: Box }[], area: Box): number | undefined {
  const lines = items.filter((l) => l.box.right - l.box.left < (area.right - area.left) * 0.6);
  if (lines.length < 4) return undefined;
  const width = area.right - area.left;
  const from = Math.floor(area.left + width * 0.3);
  const to = Math.ceil(area.left + width * 0.7);
  // A few narrow-enough lines (a centred title set on several lines, a page number, an
  // equation number) may cross it: up to 15 % of the lines, at least two. On a one-column
  // page nearly every line crosses the middle, so no gutter is found there.
  const tolerated = Math.max(2, Math.floor(lines.length * 0.15));
  const crossings = new Uint16Array(to - from);
  for (const l of lines) {
    const end = Math.min(to, Math.ceil(l.box.right));
    for (let x = Math.max(from, Math.floor(l.box.left)); x < end; x++) crossings[x - from] = crossings[x - from]! + 1;
  }
  const covered = crossings.map((n) => (n > tolerated ? 1 : 0));
  let best: { start: number; length: number } | undefined;
  let start = -1;
  for (let i = 0; i <= covered.length; i++) {
    if (i < covered.length && !covered[i]) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      if (!best || i - start > best.length) best = { start, length: i - start };
      start = -1;
    }
  }
  if (!best || best.length < 8) return undefined;
  // Both sides must hold text, or the "gutter" is just a ragged right margin.
  const mid = from + best.start + best.length / 2;
  const left = lines.filter((l) => l.box.right <= mid).length;
  const right = lines.filter((l) => l.box.left >= mid).length;
  return left >= 2 && right >= 2 ? mid : undefined;
}
