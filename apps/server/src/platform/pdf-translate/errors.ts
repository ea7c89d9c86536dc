/**
 * Why a PDF was refused. The feature maps each code to its own catalogue message:
 * - `not_pdf`: the bytes do not start with a PDF header (a renamed file);
 * - `encrypted`: opening needs a password we do not have. A file protected only by an owner
 *   password (permissions, no password to open) is read like any other: every viewer opens it,
 *   and the outputs are saved without that protection;
 * - `corrupt`: a PDF header, but PDFium cannot parse the file (truncated, broken xref…), or it
 *   has no pages.
 */
export type PdfErrorCode = 'not_pdf' | 'encrypted' | 'corrupt';

export class PdfReadError extends Error {
  readonly code: PdfErrorCode;
  constructor(code: PdfErrorCode, detail: string) {
    super(`${code}: ${detail}`);
    this.name = 'PdfReadError';
    this.code = code;
  }
}

/**
 * PDF files start with `%PDF-`, but readers tolerate up to 1 KiB of junk before it (some
 * generators prepend a BOM or mail headers), so we search that window like PDFium does.
 */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}
