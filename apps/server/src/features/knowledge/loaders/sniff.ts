import { fileTypeFromBuffer } from 'file-type';
import { decodeText } from './decode-text.ts';
import type { DocumentFormat } from './types.ts';

export type Sniffed = { format: DocumentFormat; text?: string } | null;

// Containers file-type recognises by their content, mapped to the formats we read.
const byContent: Record<string, DocumentFormat> = {
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
  epub: 'epub',
};

const zipByExtension: Record<string, DocumentFormat> = { docx: 'docx', xlsx: 'xlsx', pptx: 'pptx', epub: 'epub' };

// Among text files only the name can tell Markdown, HTML and CSV from plain text.
const textByExtension: Record<string, DocumentFormat> = {
  md: 'md',
  markdown: 'md',
  html: 'html',
  htm: 'html',
  xhtml: 'html',
  csv: 'csv',
};

/**
 * The format of a file by its bytes, never by its name: a `.docx` that is a PNG is refused
 * (null) and a `.txt` that is a PDF is read as a PDF. The extension only decides between the
 * text formats, once the bytes are known to be text (UTF-8, UTF-16 with BOM, or GB18030), and
 * among the zip-based ones when the content is a zip file-type cannot place. XML is text too
 * (an XHTML page starts with `<?xml`), so it takes the text path.
 */
export async function sniffFormat(bytes: Uint8Array, fileName: string): Promise<Sniffed> {
  if (!bytes.length) return null;
  // A byte-order mark says text outright, and must be believed before file-type, which takes
  // UTF-16's FF FE for an MPEG audio frame.
  if (hasBom(bytes)) {
    const text = decodeText(bytes);
    if (text !== null) return { format: textByExtension[extensionOf(fileName)] ?? 'txt', text };
  }
  const found = await fileTypeFromBuffer(bytes);
  if (found?.ext === 'zip') {
    // file-type knows Office files and EPUBs by the zip entries it finds first; a damaged one,
    // or one written in an unusual entry order, is only "a zip". The name then says which
    // zip-based format to try, and its loader reads it or finds it corrupt.
    const format = zipByExtension[extensionOf(fileName)];
    return format ? { format } : null;
  }
  if (found && found.ext !== 'xml') return byContent[found.ext] ? { format: byContent[found.ext]! } : null;
  const text = decodeText(bytes);
  if (text === null) return null;
  return { format: textByExtension[extensionOf(fileName)] ?? 'txt', text };
}

function hasBom(bytes: Uint8Array): boolean {
  const [a, b, c] = [bytes[0], bytes[1], bytes[2]];
  return (a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff) || (a === 0xef && b === 0xbb && c === 0xbf);
}

function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]+)\s*$/.exec(fileName);
  return match ? match[1]!.toLowerCase() : '';
}
