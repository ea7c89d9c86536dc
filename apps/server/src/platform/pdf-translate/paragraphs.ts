import { classifyLine, type KeepReason } from './classify.js';
import { readingOrder } from './columns.js';
import { type TextLine, union } from './lines.js';
import type { Box } from './pdfium.js';
import type { PageText } from './reader.js';
import type { Repeats } from './repeats.js';

/**
 * A unit of translation (or of text left alone), in reading order.
 *
 * `keep: true` paragraphs must be passed through untouched (no translation is asked for and
 * none is written); `reason` says why. Everything else is prose: its `text` goes to the
 * translator and the translation is written into `box` by `PdfTranslationWriter.writePage`.
 * Paragraphs are plain data (JSON-safe), so a job may store them and resume later.
 */
export interface Paragraph {
  /** `p<page>-<n>`, unique in the document, stable for the same file. */
  id: string;
  /** 1-based page number. */
  page: number;
  /** The union of its lines' bounds, PDF user space (points, origin bottom-left). */
  box: Box;
  /** The dominant size of its lines, in points: the size a translation starts from. */
  fontSize: number;
  /** Its lines joined with spaces, words hyphenated across lines re-joined. */
  text: string;
  keep: boolean;
  reason?: KeepReason;
}

/**
 * Groups a page's lines into paragraphs. Consecutive lines of one column join while the gap
 * between them stays under 0.8 of the font size, their sizes are within 15 % of each other,
 * the new line does not look like a paragraph start (see `startsParagraph`) and they are of
 * the same kind (prose, or the same kind of kept text): a displayed formula
 * between two prose lines therefore splits them into three paragraphs.
 */
export function analyzePage(page: PageText, repeats?: Repeats): Paragraph[] {
  const out: Paragraph[] = [];
  const figures = figureRegions(page);
  let current: { lines: TextLine[]; column: number; reason: KeepReason | undefined } | undefined;
  const finish = () => {
    if (current) out.push(toParagraph(page.page, out.length + 1, current.lines, current.reason));
    current = undefined;
  };
  for (const { line, column } of readingOrder(page.lines, page.area)) {
    const reason = repeats?.has(line.box, line.text)
      ? 'header-footer'
      : inside(line.box, figures)
        ? 'figure'
        : classifyLine(line, page.blocks);
    const last = current?.lines.at(-1);
    const joins =
      current &&
      last &&
      current.column === column &&
      current.reason === reason &&
      reason !== 'header-footer' &&
      last.box.bottom - line.box.top < Math.max(last.fontSize, line.fontSize) * 0.8 &&
      last.box.bottom - line.box.top > -line.fontSize * 0.5 &&
      Math.abs(last.fontSize - line.fontSize) <= Math.max(last.fontSize, line.fontSize) * 0.15 &&
      !startsParagraph(current.lines, line);
    if (!joins) {
      finish();
      current = { lines: [], column, reason };
    }
    current!.lines.push(line);
  }
  finish();
  return out;
}

/** Bullets, `1.`, `2)`, `(a)`: the start of a list item. */
const LIST_MARKER = /^([•◦▪‣∙●○■□–\-*]|\d{1,3}[.)]|\(?[a-z]\))\s/u;

/**
 * Paragraphs set without extra space between them still show where they start: the first
 * line is indented (TeX's default), or the line before ended a sentence well short of the
 * column's right edge.
 */
function startsParagraph(lines: readonly TextLine[], line: TextLine): boolean {
  const last = lines.at(-1)!;
  const size = Math.max(last.fontSize, line.fontSize);
  if (LIST_MARKER.test(line.text.trim())) return true;
  // A list item's wrapped lines hang further right than its marker: that is no new paragraph.
  const hanging = LIST_MARKER.test(lines[0]!.text.trim());
  if (!hanging && line.box.left - last.box.left > size * 0.8) return true;
  const right = Math.max(...lines.map((l) => l.box.right));
  return /[.!?:。！？：]$/u.test(last.text.trim()) && right - last.box.right > size * 3;
}

function toParagraph(page: number, n: number, lines: TextLine[], reason: KeepReason | undefined): Paragraph {
  let text = '';
  for (const line of lines) {
    const piece = line.text.trim();
    if (!text) text = piece;
    else if (/\p{Ll}-$/u.test(text) && /^\p{Ll}/u.test(piece)) text = text.slice(0, -1) + piece;
    else text += (/[\u3000-\u9fff\uff00-\uffef]$/.test(text) ? '' : ' ') + piece;
  }
  const sizes = lines.map((l) => l.fontSize).sort((a, b) => a - b);
  return {
    id: `p${page}-${n}`,
    page,
    box: lines.map((l) => l.box).reduce(union),
    fontSize: sizes[Math.floor(sizes.length / 2)]!,
    text,
    keep: reason !== undefined,
    ...(reason ? { reason } : {}),
  };
}

/**
 * Images and drawings big enough to be figures. A box covering most of the page is a
 * background or a frame, not a figure, and would otherwise freeze every line on the page.
 */
function figureRegions(page: PageText): Box[] {
  const pageArea = page.width * page.height;
  return page.graphics.filter((g) => {
    const w = g.right - g.left;
    const h = g.top - g.bottom;
    return w > 20 && h > 20 && w * h < pageArea * 0.5;
  });
}

/** Labels drawn on a figure (axis ticks, legends) belong to it: a line mostly inside one stays. */
function inside(box: Box, regions: readonly Box[]): boolean {
  const area = Math.max(1e-6, (box.right - box.left) * (box.top - box.bottom));
  return regions.some((r) => {
    const w = Math.min(box.right, r.right) - Math.max(box.left, r.left);
    const h = Math.min(box.top, r.top) - Math.max(box.bottom, r.bottom);
    return w > 0 && h > 0 && (w * h) / area > 0.6;
  });
}
