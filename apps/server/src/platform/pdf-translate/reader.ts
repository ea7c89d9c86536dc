import { PdfReadError, looksLikePdf } from './errors.js';
import { type Box, type Pdfium, PDFIUM_ERR, loadDocument, pdfium, withScratch } from './pdfium.js';
import { findGutter } from './columns.js';
import { groupLines, type TextLine } from './lines.js';
import { OBJ, placedObjects } from './objects.js';

/** One text object of the page (a run of glyphs in one font, usually part of a line). */
export interface TextBlock {
  /** Bounds in PDF user space (points, origin bottom-left). */
  box: Box;
  text: string;
  /** The font's base name with any subset prefix removed, e.g. `CMMI10`, `Times-Roman`. */
  fontName: string;
  /** Size in points on the page: the `Tf` size times the text matrix's vertical scale. */
  fontSize: number;
}

/** What one page holds, read in one go and then released: nothing else of the file is kept. */
export interface PageText {
  /** 1-based page number. */
  page: number;
  width: number;
  height: number;
  /**
   * The visible page (crop box) in user space. Usually 0, 0, width, height, but a producer
   * may move the origin: analysis works inside this box, never from (0, 0).
   */
  area: Box;
  blocks: TextBlock[];
  /** Blocks joined into lines, top to bottom; two blocks far apart on one baseline stay apart. */
  lines: TextLine[];
  /** Bounds of images, vector paths, shadings and form objects: what a translation must not cover. */
  graphics: Box[];
}

/**
 * A PDF opened for reading. The bytes are copied once into PDFium; each `readPage` parses
 * only that page and closes it before returning, so a 500-page file never has more than one
 * page's objects and text in memory. Call `close()` when done (it frees the wasm copy).
 */
export interface PdfSource {
  pageCount: number;
  readPage(page: number): PageText;
  close(): void;
}

/** Opens PDF bytes; throws `PdfReadError` for a non-PDF, an encrypted or a corrupt file. */
export async function openPdf(bytes: Uint8Array): Promise<PdfSource> {
  if (!looksLikePdf(bytes)) throw new PdfReadError('not_pdf', 'no %PDF- header');
  const m = await pdfium();
  const opened = loadDocument(m, bytes);
  if ('error' in opened) {
    const encrypted = opened.error === PDFIUM_ERR.PASSWORD || opened.error === PDFIUM_ERR.SECURITY;
    throw new PdfReadError(encrypted ? 'encrypted' : 'corrupt', `PDFium error ${opened.error}`);
  }
  const pageCount = m.FPDF_GetPageCount(opened.doc);
  if (pageCount < 1) {
    opened.close();
    throw new PdfReadError('corrupt', 'no pages');
  }
  return {
    pageCount,
    readPage: (page) => {
      if (!Number.isInteger(page) || page < 1 || page > pageCount) {
        throw new RangeError(`page ${page} is outside 1..${pageCount}`);
      }
      return readPage(m, opened.doc, page);
    },
    close: opened.close,
  };
}

function readPage(m: Pdfium, doc: number, page: number): PageText {
  const handle = m.FPDF_LoadPage(doc, page - 1);
  if (!handle) throw new PdfReadError('corrupt', `page ${page} cannot be parsed`);
  const textPage = m.FPDFText_LoadPage(handle);
  try {
    const blocks: TextBlock[] = [];
    const graphics: Box[] = [];
    for (const placed of placedObjects(m, handle)) {
      if (placed.type === OBJ.TEXT) {
        const text = objectText(m, placed.obj, textPage);
        if (!text.trim()) continue;
        const font = objectFont(m, placed.obj);
        blocks.push({ box: placed.box, text, fontName: font.fontName, fontSize: round(font.fontSize * placed.scale) });
      } else {
        graphics.push(placed.box);
      }
    }
    const area = pageArea(m, handle);
    return {
      page,
      width: m.FPDF_GetPageWidthF(handle),
      height: m.FPDF_GetPageHeightF(handle),
      area,
      blocks,
      lines: groupLines(blocks, findGutter(blocks, area)),
      graphics,
    };
  } finally {
    m.FPDFText_ClosePage(textPage);
    m.FPDF_ClosePage(handle);
  }
}

function objectText(m: Pdfium, obj: number, textPage: number): string {
  const bytes = m.FPDFTextObj_GetText(obj, textPage, 0, 0);
  if (bytes <= 2) return '';
  return withScratch(m, bytes, (p) => {
    m.FPDFTextObj_GetText(obj, textPage, p, bytes);
    return m.pdfium.UTF16ToString(p);
  });
}

function objectFont(m: Pdfium, obj: number): { fontName: string; fontSize: number } {
  const font = m.FPDFTextObj_GetFont(obj);
  const length = font ? m.FPDFFont_GetBaseFontName(font, 0, 0) : 0;
  const name = length
    ? withScratch(m, length, (p) => {
        m.FPDFFont_GetBaseFontName(font, p, length);
        return m.pdfium.UTF8ToString(p);
      })
    : '';
  const size = withScratch(m, 4, (p) => (m.FPDFTextObj_GetFontSize(obj, p) ? m.pdfium.getValue(p, 'float') : 0));
  // PDFium reports the `Tf` operand; many producers set `1 Tf` and carry the size in the text
  // matrix (`12 0 0 12 x y Tm`), so the size on the page is that times the vertical scale.
  const scale = withScratch(m, 24, (p) => {
    if (!m.FPDFPageObj_GetMatrix(obj, p)) return 1;
    const c = m.pdfium.getValue(p + 8, 'float');
    const d = m.pdfium.getValue(p + 12, 'float');
    return Math.hypot(c, d) || 1;
  });
  const fontSize = size * scale;
  // Embedded subsets are named `ABCDEF+CMMI10`; the prefix is random and says nothing.
  return { fontName: name.replace(/^[A-Z]{6}\+/, ''), fontSize };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The visible page in user space (FS_RECTF is left, top, right, bottom). */
export function pageArea(m: Pdfium, page: number): Box {
  return withScratch(m, 16, (p) => {
    if (!m.FPDF_GetPageBoundingBox(page, p)) {
      return { left: 0, bottom: 0, right: m.FPDF_GetPageWidthF(page), top: m.FPDF_GetPageHeightF(page) };
    }
    const f = (i: number) => m.pdfium.getValue(p + 4 * i, 'float');
    return { left: f(0), top: f(1), right: f(2), bottom: f(3) };
  });
}
