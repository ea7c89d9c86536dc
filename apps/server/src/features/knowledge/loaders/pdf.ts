import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocumentProxy } from 'unpdf';
import { pageImages } from './pdf-images.ts';
import { pageLines, renderLines, type PdfLine } from './pdf-lines.ts';
import { CorruptDocument, type FormatOutput, type Ocr } from './types.ts';

type PDFDocumentProxy = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;

// Scanners and archive tools stamp page numbers, dates or "CONFIDENTIAL" as real text over
// the scan: fewer characters than this do not make a page a text page.
const STAMP_MAX_CHARS = 40;
const SCAN_COVERAGE = 0.5;

/**
 * A PDF page by page from its text layer. The page count is checked before any page is read.
 * A page without a text layer that paints pictures is a scan: its pictures go to `ocr` when
 * one is given, otherwise the page is reported in `ocrNeeded` (and holds only what little
 * text it has). OCR errors are not a property of the file, so they are not caught here.
 */
export async function loadPdf(
  bytes: Uint8Array,
  { maxPages, ocr }: { maxPages: number; ocr?: Ocr },
): Promise<FormatOutput> {
  const pdf = await open(bytes);
  try {
    if (pdf.numPages > maxPages) return { kind: 'tooManyPages', pages: pdf.numPages };
    const layers: PdfLine[][] = [];
    const scanned = new Map<number, string | null>();
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await readPage(pdf, number);
      try {
        const lines = await pageLines(page);
        layers.push(lines);
        const scan = await readScan(page, lines, ocr);
        if (scan !== undefined) scanned.set(number, scan);
      } finally {
        // What is needed of the page has been copied out; its fonts and operators can go.
        page.cleanup();
      }
    }
    // A stamped scan keeps its few words of text layer before what OCR read.
    const pages = renderLines(layers).map((text, index) => {
      const read = scanned.get(index + 1);
      return read ? [text, read].filter(Boolean).join('\n\n') : text;
    });
    const ocrNeeded = [...scanned].filter(([, text]) => text === null).map(([number]) => number);
    return { kind: 'pages', pages, ...(ocrNeeded.length ? { ocrNeeded } : {}) };
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

/**
 * A page's scan as read by OCR, null when it is a scan but no OCR was given, undefined when
 * it is not a scan. A page with no text and a picture is a scan; with a few words (a page
 * number, a stamp) only when the picture covers most of the page, or every illustrated page
 * would be one.
 */
async function readScan(page: PdfPage, lines: PdfLine[], ocr: Ocr | undefined): Promise<string | null | undefined> {
  const textChars = lines.reduce((sum, line) => sum + line.text.replace(/\s/g, '').length, 0);
  if (textChars >= STAMP_MAX_CHARS) return undefined;
  const { images, coverage } = await pageImages(page).catch(() => ({ images: [], coverage: 0 }));
  if (!images.length || (textChars > 0 && coverage < SCAN_COVERAGE)) return undefined;
  if (!ocr) return null;
  const texts: string[] = [];
  for (const image of images) texts.push(await ocr(image));
  return texts.join('\n\n');
}

/**
 * Chinese PDFs often name a font pdf.js must not guess at: STSong-Light in the predefined
 * UniGB-UCS2-H encoding, not embedded. Decoding it takes Adobe's CMap files, which pdfjs-dist
 * ships (same pdf.js release as unpdf's build); without them such pages read as empty.
 */
const pdfjsFiles = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const cMapDirectory = join(pdfjsFiles, 'cmaps') + '/';
// The JPEG 2000 and JBIG2 decoders scanned PDFs need, and the metrics of the 14 standard fonts.
const wasmDirectory = join(pdfjsFiles, 'wasm') + '/';
const standardFontDirectory = join(pdfjsFiles, 'standard_fonts') + '/';

async function open(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  try {
    // A copy: pdf.js takes ownership of the buffer it is given.
    return await getDocumentProxy(new Uint8Array(bytes), {
      verbosity: 0,
      isEvalSupported: false,
      isOffscreenCanvasSupported: false,
      stopAtErrors: false,
      cMapUrl: cMapDirectory,
      cMapPacked: true,
      wasmUrl: wasmDirectory,
      standardFontDataUrl: standardFontDirectory,
      // Read these files from disk on this thread; the worker would try fetch() on a path.
      useWorkerFetch: false,
    });
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'PasswordException') throw new CorruptDocument('pdf is password-protected', 'encrypted');
    throw new CorruptDocument(`pdf unreadable: ${(error as Error)?.message}`);
  }
}

async function readPage(pdf: PDFDocumentProxy, number: number) {
  try {
    return await pdf.getPage(number);
  } catch (error) {
    throw new CorruptDocument(`pdf page ${number} unreadable: ${(error as Error)?.message}`);
  }
}
