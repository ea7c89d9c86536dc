import type { SourceText } from '../blocks.ts';
import { loadDocx } from './docx.ts';
import { loadEpub } from './epub.ts';
import { loadHtml } from './html.ts';
import { joinPages, normaliseText } from './normalise.ts';
import { loadPdf } from './pdf.ts';
import { loadPptx } from './pptx.ts';
import { loadCsv, loadXlsx } from './sheet.ts';
import { sniffFormat } from './sniff.ts';
import { loadPlainText } from './text.ts';
import {
  CorruptDocument,
  defaultLoadOptions,
  documentFormats,
  OversizedPart,
  type DocumentFormat,
  type FormatOutput,
  type LoadOptions,
  type LoadResult,
} from './types.ts';

export { documentFormats, defaultLoadOptions };
export type { DocumentFormat, LoadOptions, LoadResult, LoadRefusal, LoadReason, Ocr, OcrImage } from './types.ts';
export { loadUrlPage } from './load-url-page.ts';
export { loadQaTable } from './qa-table.ts';

/**
 * A document file as the text the knowledge engine learns. The format comes from the bytes
 * (`sniff.ts`), never the name alone. Every way a file can be wrong ends in a refusal with its
 * reason, never an exception: only a failing injected `ocr` throws, since that is not the
 * file's fault.
 */
export async function loadDocument(
  bytes: Uint8Array,
  fileName: string,
  options: LoadOptions = {},
): Promise<LoadResult> {
  const { maxBytes, maxChars, maxPages } = { ...defaultLoadOptions, ...options };
  if (bytes.length > maxBytes) return { ok: false, reason: 'tooLarge', limit: maxBytes, unit: 'bytes' };
  if (!bytes.length) return { ok: false, reason: 'empty' };
  // file-type reads into containers to tell them apart; bytes it chokes on are nothing we read.
  const sniffed = await sniffFormat(bytes, fileName).catch(() => null);
  if (!sniffed) return { ok: false, reason: 'unsupported', accepted: documentFormats };
  const { format } = sniffed;
  let output: FormatOutput;
  try {
    output = await read(format, bytes, sniffed.text ?? '', fileName, maxPages, options.ocr);
  } catch (error) {
    if (error instanceof OversizedPart)
      return { ok: false, reason: 'tooLarge', format, limit: error.limit, unit: 'bytes' };
    if (error instanceof CorruptDocument) {
      return { ok: false, reason: 'corrupt', format, ...(error.detail ? { detail: error.detail } : {}) };
    }
    if (error instanceof OcrFailure) throw error.cause;
    // Parsers fail on malformed input in their own ways (RangeError, TypeError, …).
    return { ok: false, reason: 'corrupt', format };
  }
  if (output.kind === 'tooManyPages')
    return { ok: false, reason: 'tooManyPages', format, pages: output.pages, maxPages };
  // Only plain text means its tabs (a pasted table); in a Word paragraph a tab is a space.
  const keepTabs = format === 'txt' || format === 'md';
  const source: SourceText =
    output.kind === 'pages' ? joinPages(output.pages) : { text: normaliseText(output.text, { keepTabs }) };
  if (source.text.length > maxChars) return { ok: false, reason: 'tooLarge', format, limit: maxChars, unit: 'chars' };
  const ocrNeeded = output.kind === 'pages' ? output.ocrNeeded : undefined;
  if (!source.text && !ocrNeeded?.length) return { ok: false, reason: 'empty', format };
  return {
    ok: true,
    source,
    format,
    ...(output.kind === 'pages' ? { pages: output.pages.length } : {}),
    ...(ocrNeeded?.length ? { ocrNeeded } : {}),
  };
}

/** Marks an error thrown by the injected OCR so it is not mistaken for a corrupt file. */
class OcrFailure extends Error {}

async function read(
  format: DocumentFormat,
  bytes: Uint8Array,
  text: string,
  fileName: string,
  maxPages: number,
  ocr: LoadOptions['ocr'],
): Promise<FormatOutput> {
  switch (format) {
    case 'pdf': {
      const guarded = ocr
        ? (image: Parameters<typeof ocr>[0]) =>
            ocr(image).catch((cause: unknown) => Promise.reject(new OcrFailure('ocr failed', { cause })))
        : undefined;
      return loadPdf(bytes, { maxPages, ocr: guarded });
    }
    case 'docx':
      return loadDocx(bytes);
    case 'xlsx':
      return loadXlsx(bytes);
    case 'pptx':
      return loadPptx(bytes, maxPages);
    case 'epub':
      return loadEpub(bytes);
    case 'csv':
      return loadCsv(text, fileName);
    case 'html':
      return loadHtml(text);
    case 'txt':
    case 'md':
      return loadPlainText(text);
  }
}
