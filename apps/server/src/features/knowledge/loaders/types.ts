import type { SourceText } from '../blocks.ts';

/** The document formats the knowledge engine learns from; anything else is refused. */
export const documentFormats = ['pdf', 'docx', 'txt', 'md', 'html', 'xlsx', 'csv', 'pptx', 'epub'] as const;
export type DocumentFormat = (typeof documentFormats)[number];

/**
 * Why a file could not be loaded. The caller turns the reason into its bilingual message;
 * `unsupported` names `documentFormats` so the user knows what to convert to.
 */
export type LoadRefusal =
  | { ok: false; reason: 'unsupported'; accepted: readonly DocumentFormat[] }
  | { ok: false; reason: 'corrupt'; format: DocumentFormat; detail?: 'encrypted' }
  | { ok: false; reason: 'empty'; format?: DocumentFormat }
  | { ok: false; reason: 'tooManyPages'; format: DocumentFormat; pages: number; maxPages: number }
  /**
   * `unit` says what was over the limit: the file (or a part inside its zip) in bytes, or the
   * text it holds in characters.
   */
  | { ok: false; reason: 'tooLarge'; format?: DocumentFormat; limit: number; unit: 'bytes' | 'chars' };
export type LoadReason = LoadRefusal['reason'];

export type LoadSuccess = {
  ok: true;
  source: SourceText;
  format: DocumentFormat;
  /** Page count for formats with pages (pdf pages, pptx slides). */
  pages?: number;
  /**
   * Pages (1-based) that have no text layer and were not read by OCR (none was given). Their
   * text is empty; the caller fails the source with "scanned pages need OCR".
   */
  ocrNeeded?: number[];
};
export type LoadResult = LoadSuccess | LoadRefusal;

/** An image handed to OCR: PNG bytes, the same form an uploaded picture would be read in. */
export type OcrImage = { png: Uint8Array; width: number; height: number };
/** OCR is built elsewhere and injected: the text read from one image. */
export type Ocr = (image: OcrImage) => Promise<string>;

export type LoadOptions = {
  /** Input size cap in bytes (→ `tooLarge`). */
  maxBytes?: number;
  /** Cap on the loaded text in characters (→ `tooLarge`): bounds chunking and storage. */
  maxChars?: number;
  /** Cap on pdf pages and pptx slides (→ `tooManyPages`), checked before anything is read. */
  maxPages?: number;
  /** Reads scanned pdf pages; without it those pages come back in `ocrNeeded`. */
  ocr?: Ocr;
};

export const defaultLoadOptions = {
  maxBytes: 50 * 1024 * 1024,
  maxChars: 3_000_000,
  maxPages: 2000,
} as const satisfies LoadOptions;

/** What a format's loader hands to index.ts, before the shared checks (size, emptiness). */
export type FormatOutput =
  | { kind: 'text'; text: string }
  | { kind: 'pages'; pages: string[]; ocrNeeded?: number[] }
  | { kind: 'tooManyPages'; pages: number };

/** Thrown by a loader when the bytes cannot be read as the format they sniffed as. */
export class CorruptDocument extends Error {
  readonly detail: 'encrypted' | undefined;
  constructor(message: string, detail?: 'encrypted') {
    super(message);
    this.name = 'CorruptDocument';
    this.detail = detail;
  }
}

/** Thrown when an archive entry is bigger than any real document part (a zip bomb). */
export class OversizedPart extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`archive part larger than ${limit} bytes`);
    this.name = 'OversizedPart';
    this.limit = limit;
  }
}
