import { PdfReadError, looksLikePdf } from './errors.js';
import type { Paragraph } from './paragraphs.js';
import { type Pdfium, copyIn, free, pdfium, saveDocument, withScratch } from './pdfium.js';
import { writeTranslatedPage } from './write-page.js';

/**
 * `mono`: the translated pages only, in the order they were written.
 * `dual-alternate`: original page, then its translation, for each translated page.
 * `dual-side-by-side`: one page twice as wide per translated page, original left, translation right.
 */
export type OutputKind = 'mono' | 'dual-alternate' | 'dual-side-by-side';

/**
 * Writes translations into a copy of a PDF, page by page, then saves the outputs.
 *
 * Usage (the feature's job): `const w = await createPdfWriter(bytes)`; for each page of the
 * range, `await w.writePage(page, paragraphs, translations)` with that page's paragraphs from
 * `analyzePage` and a Map from paragraph id to translated text (kept paragraphs and ids
 * missing from the Map stay as they were); then `w.save('mono')` and the dual kinds as
 * needed; finally `w.close()` (always, in a finally).
 *
 * Memory: the file's bytes are copied into PDFium once and shared by the original and the
 * working copy (PDFium only reads them); each page is loaded, rewritten and closed before the
 * next. A rewritten page keeps only its new content stream in the working copy. Calls are not
 * reentrant: await each `writePage` before the next.
 */
export interface PdfTranslationWriter {
  readonly pageCount: number;
  /**
   * 1-based `page`. Writing the same page twice is refused (its text is already gone).
   * `notice`, when given, is stamped in one dark-red line across the top of the page: what
   * the offline mode writes ("no translation model is configured") with an empty Map, so the
   * original text stays and the page says why. Paragraph boxes are not checked against the
   * page: pass this page's paragraphs as `analyzePage` gave them.
   */
  writePage(
    page: number,
    paragraphs: readonly Paragraph[],
    translations: ReadonlyMap<string, string>,
    options?: { notice?: string },
  ): Promise<void>;
  /** The output as PDF bytes; throws when no page was written yet. */
  save(kind: OutputKind): Uint8Array;
  close(): void;
}

export async function createPdfWriter(bytes: Uint8Array): Promise<PdfTranslationWriter> {
  if (!looksLikePdf(bytes)) throw new PdfReadError('not_pdf', 'no %PDF- header');
  const m = await pdfium();
  const ptr = copyIn(m, bytes);
  const original = m.FPDF_LoadMemDocument(ptr, bytes.length, '');
  const work = original && m.FPDF_LoadMemDocument(ptr, bytes.length, '');
  if (!original || !work) {
    const error = m.FPDF_GetLastError();
    if (original) m.FPDF_CloseDocument(original);
    free(m, ptr);
    throw new PdfReadError(error === 4 || error === 5 ? 'encrypted' : 'corrupt', `PDFium error ${error}`);
  }
  const pageCount = m.FPDF_GetPageCount(work);
  const written: number[] = [];
  return {
    pageCount,
    async writePage(page, paragraphs, translations, options) {
      if (!Number.isInteger(page) || page < 1 || page > pageCount)
        throw new RangeError(`page ${page} is outside 1..${pageCount}`);
      if (written.includes(page)) throw new Error(`page ${page} was already written`);
      await writeTranslatedPage(m, work, page, paragraphs, translations, options?.notice);
      written.push(page);
    },
    save(kind) {
      if (!written.length) throw new Error('no page was written');
      return saveOutput(m, kind, original, work, written);
    },
    close() {
      m.FPDF_CloseDocument(work);
      m.FPDF_CloseDocument(original);
      free(m, ptr);
    },
  };
}

function saveOutput(m: Pdfium, kind: OutputKind, original: number, work: number, pages: readonly number[]): Uint8Array {
  const out = m.FPDF_CreateNewDocument();
  try {
    importPages(m, out, work, pages, 0);
    if (kind === 'mono') return saveDocument(m, out);
    importPages(m, out, original, pages, 0);
    // Now originals 0..n-1 then translations n..2n-1: interleave them in one move.
    const n = pages.length;
    const order = pages.flatMap((_, i) => [i, n + i]);
    withScratch(m, order.length * 4, (p) => {
      order.forEach((v, i) => m.pdfium.setValue(p + 4 * i, v, 'i32'));
      if (!m.FPDF_MovePages(out, p, order.length, 0)) throw new Error('PDFium could not reorder pages');
    });
    if (kind === 'dual-alternate') return saveDocument(m, out);
    return sideBySide(m, out);
  } finally {
    m.FPDF_CloseDocument(out);
  }
}

/**
 * Pages 1,2 / 3,4 … of `alternating` as one wide page each, at the first page's size (pages
 * of other sizes are scaled to fit their half).
 */
function sideBySide(m: Pdfium, alternating: number): Uint8Array {
  const size = withScratch(m, 8, (p) => {
    m.FPDF_GetPageSizeByIndexF(alternating, 0, p);
    return { width: m.pdfium.getValue(p, 'float'), height: m.pdfium.getValue(p + 4, 'float') };
  });
  const wide = m.FPDF_ImportNPagesToOne(alternating, size.width * 2, size.height, 2, 1);
  if (!wide) throw new Error('PDFium could not place pages side by side');
  try {
    return saveDocument(m, wide);
  } finally {
    m.FPDF_CloseDocument(wide);
  }
}

/**
 * One FPDF_ImportPagesByIndex call for all pages, so fonts and images shared by the pages are
 * copied once (one call per page would duplicate them per page).
 */
function importPages(m: Pdfium, dest: number, src: number, pages: readonly number[], at: number): void {
  withScratch(m, pages.length * 4, (p) => {
    pages.forEach((page, i) => m.pdfium.setValue(p + 4 * i, page - 1, 'i32'));
    if (!m.FPDF_ImportPagesByIndex(dest, src, p, pages.length, at)) throw new Error('PDFium could not copy pages');
  });
}
