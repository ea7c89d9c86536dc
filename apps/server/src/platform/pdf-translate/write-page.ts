import { type FittedText, fitText } from './fit.js';
import { loadPageFont, type PageFont } from './font.js';
import type { Paragraph } from './paragraphs.js';
import { OBJ, placedObjects, removeObject } from './objects.js';
import { type Box, type Pdfium, withScratch } from './pdfium.js';
import { pageArea } from './reader.js';
import { roomBelow } from './room.js';

/** Noto Sans SC's ascender is 0.88 em: the first baseline sits that far below the box top. */
const ASCENT = 0.88;

/**
 * Replaces, on one page of `doc`, the text of each translated paragraph by its translation.
 *
 * The original text objects are really removed (FPDFPage_RemoveObject), not painted over:
 * a cover box would hide figure parts or coloured backgrounds under the text and leave the
 * old words selectable and searchable. A text object goes when its centre lies in a
 * translated paragraph's box and in no kept paragraph's box; images, paths, forms and kept
 * text are not touched, and FPDFPage_GenerateContent rewrites the page's content from them.
 */
export async function writeTranslatedPage(
  m: Pdfium,
  doc: number,
  page: number,
  paragraphs: readonly Paragraph[],
  translations: ReadonlyMap<string, string>,
  notice?: string,
): Promise<void> {
  const targets = paragraphs.filter((p) => !p.keep && p.page === page && translations.get(p.id)?.trim());
  const kept = paragraphs.filter((p) => p.keep && p.page === page).map((p) => p.box);
  const stamp = notice?.trim();
  if (!targets.length && !stamp) return;
  // The font is subset before the page is opened: no await may fall between open and close.
  const font = await loadPageFont(m, doc, targets.map((p) => translations.get(p.id)).join('') + (stamp ?? ''));
  const handle = m.FPDF_LoadPage(doc, page - 1);
  try {
    removeText(
      m,
      handle,
      targets.map((p) => p.box),
      kept,
    );
    const ink = { m, doc, page: handle, font };
    const obstacles = obstaclesOf(m, handle, paragraphs, page);
    const floor = pageArea(m, handle).bottom + 0.08 * m.FPDF_GetPageHeightF(handle);
    for (const p of targets) {
      const text = translations.get(p.id)!.trim();
      let fitted = fitText(text, p.box, p.fontSize, font.measure);
      // Shrunk by more than 15 %: use the free space below, if any, before shrinking further.
      if (fitted.fontSize < p.fontSize * 0.85) {
        fitted = fitText(text, roomBelow(p.box, p.fontSize, obstacles, floor), p.fontSize, font.measure);
      }
      insertText(ink, p.box, fitted);
    }
    if (stamp) stampNotice(ink, stamp);
    if (!m.FPDFPage_GenerateContent(handle)) throw new Error(`PDFium could not rewrite page ${page}`);
  } finally {
    m.FPDF_ClosePage(handle);
    font.close();
  }
}

/**
 * A one-line notice in dark red across the top edge of the page (above most running
 * headers), e.g. that no translation model is configured: the reader must not mistake an
 * untranslated page for a translated one.
 */
function stampNotice(ink: Ink, text: string): void {
  const area = pageArea(ink.m, ink.page);
  const box = { left: area.left + 18, right: area.right - 18, top: area.top - 4, bottom: area.top - 16 };
  insertText(ink, box, fitText(text, box, 9, ink.font.measure), [160, 20, 20]);
}

/**
 * What a grown box must stop at: every paragraph of the page (kept or not) and every image or
 * drawing, except a background covering most of the page.
 */
function obstaclesOf(m: Pdfium, page: number, paragraphs: readonly Paragraph[], number: number): Box[] {
  const area = m.FPDF_GetPageWidthF(page) * m.FPDF_GetPageHeightF(page);
  const graphics = placedObjects(m, page)
    .filter((o) => o.type !== OBJ.TEXT)
    .map((o) => o.box)
    .filter((b) => (b.right - b.left) * (b.top - b.bottom) < area * 0.5);
  return [...paragraphs.filter((p) => p.page === number).map((p) => p.box), ...graphics];
}

function removeText(m: Pdfium, page: number, targets: readonly Box[], kept: readonly Box[]): void {
  // Collected first: removing while walking would shift the indices still to visit.
  const doomed = placedObjects(m, page).filter((o) => {
    if (o.type !== OBJ.TEXT) return false;
    const x = (o.box.left + o.box.right) / 2;
    const y = (o.box.bottom + o.box.top) / 2;
    return targets.some((t) => contains(t, x, y)) && !kept.some((k) => contains(k, x, y));
  });
  for (const placed of doomed) removeObject(m, page, placed);
}

function contains(box: Box, x: number, y: number): boolean {
  return x >= box.left - 1 && x <= box.right + 1 && y >= box.bottom - 1 && y <= box.top + 1;
}

interface Ink {
  m: Pdfium;
  doc: number;
  page: number;
  font: PageFont;
}

/** Adds one text object per fitted line from the top left of `box`, in `rgb` (0–255 each). */
function insertText({ m, doc, page, font }: Ink, box: Box, fitted: FittedText, rgb = [0, 0, 0]): void {
  fitted.lines.forEach((line, i) => {
    const obj = m.FPDFPageObj_CreateTextObj(doc, font.handle, fitted.fontSize);
    const units = (line.length + 1) * 2;
    withScratch(m, units, (p) => {
      m.pdfium.stringToUTF16(line, p, units);
      m.FPDFText_SetText(obj, p);
    });
    m.FPDFPageObj_SetFillColor(obj, rgb[0]!, rgb[1]!, rgb[2]!, 255);
    m.FPDFPageObj_Transform(obj, 1, 0, 0, 1, box.left, box.top - fitted.fontSize * ASCENT - i * fitted.leading);
    m.FPDFPage_InsertObject(page, obj);
  });
}
