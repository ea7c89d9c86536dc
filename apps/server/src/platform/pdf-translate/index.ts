/**
 * PDF layout engine for translation: read a PDF page by page, find the paragraphs to
 * translate and what must stay, write translations back into the same boxes, and save mono
 * and bilingual outputs. It knows nothing of users, jobs or HTTP.
 *
 * A job translating pages `from..to`:
 *
 *   const source = await openPdf(bytes);            // PdfReadError: not_pdf | encrypted | corrupt
 *   const repeats = findRepeats(source);            // headers/footers, sampled over the file
 *   const writer = await createPdfWriter(bytes);
 *   try {
 *     for (let page = from; page <= to; page++) {
 *       const paragraphs = analyzePage(source.readPage(page), repeats);
 *       const toTranslate = paragraphs.filter((p) => !p.keep);   // send `text`, in order, to the model
 *       await writer.writePage(page, paragraphs, new Map(toTranslate.map((p) => [p.id, translated(p)])));
 *     }
 *     const mono = writer.save('mono');
 *     const alternate = writer.save('dual-alternate');
 *     const sideBySide = writer.save('dual-side-by-side');
 *   } finally { writer.close(); source.close(); }
 *
 * Resuming after a restart: the writer's work lives in memory, so a resumed job re-opens
 * the file and calls `writePage` again for the finished pages with their stored translations
 * (paragraphs are plain JSON and the same file gives the same ids), then continues.
 */
export { PdfReadError, type PdfErrorCode } from './errors.js';
export { openPdf, type PdfSource, type PageText, type TextBlock } from './reader.js';
export type { TextLine } from './lines.js';
export { findRepeats, type Repeats } from './repeats.js';
export { analyzePage, type Paragraph } from './paragraphs.js';
export type { KeepReason } from './classify.js';
export { createPdfWriter, type OutputKind, type PdfTranslationWriter } from './writer.js';
export type { Box } from './pdfium.js';
