import type { PDFDocumentProxy } from 'pdfjs-dist';
import { PdfOpenError } from '../pdf/pdfjs.ts';

/**
 * A stand-in for pdf.js in jsdom (it has no canvas to draw on): a document of a given number of
 * pages whose pages "draw" at once. Tests point `openPdf` at it with vi.mock.
 */
export function fakePdf(numPages: number): PDFDocumentProxy {
  const page = {
    getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
    render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
  };
  return {
    numPages,
    getPage: () => Promise.resolve(page),
    destroy: () => Promise.resolve(),
  } as unknown as PDFDocumentProxy;
}

/** A file's bytes read as a PDF: "%PDF" and a page count after it, "%PDF-locked" for a password. */
export async function openFakePdf(source: { data: ArrayBuffer } | { url: string }): Promise<PDFDocumentProxy> {
  if ('url' in source) return fakePdf(source.url.includes('mono') ? 3 : 5);
  const text = new TextDecoder().decode(source.data);
  if (text.startsWith('%PDF-locked')) throw new PdfOpenError('password');
  if (!text.startsWith('%PDF')) throw new PdfOpenError('unreadable');
  return fakePdf(Number(/pages=(\d+)/.exec(text)?.[1] ?? 1));
}

/** A picked PDF whose fake reading has `pages` pages. */
export const pdfFile = (name: string, pages: number) =>
  new File([`%PDF-1.7 pages=${pages}`], name, { type: 'application/pdf' });
