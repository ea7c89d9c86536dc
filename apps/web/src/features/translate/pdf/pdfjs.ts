import type * as PdfjsModule from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';

type Pdfjs = typeof PdfjsModule;

let loading: Promise<Pdfjs> | null = null;

/**
 * pdf.js, fetched the first time a page of this feature reads a PDF: it is a large library, so it
 * must never reach the shell's or another page's first load (the bundle budget weighs them). Its
 * worker is the package's own file, emitted by Vite as an asset of ours (no CDN).
 */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
    (caught: unknown) => {
      loading = null; // a failed download (offline) may be tried again
      throw caught;
    },
  );
  return loading;
}

/** Why a PDF could not be opened in the browser: protected by a password, or not a readable PDF. */
export type PdfOpenFailure = 'password' | 'unreadable';

export class PdfOpenError extends Error {
  constructor(readonly reason: PdfOpenFailure) {
    super(reason);
  }
}

/**
 * A PDF from the user's file (its bytes) or from one of our signed addresses. pdf.js takes the
 * bytes over (transfers the buffer), so a copy goes to it and the caller's file stays readable.
 */
export async function openPdf(source: { data: ArrayBuffer } | { url: string }): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument('data' in source ? { data: new Uint8Array(source.data.slice(0)) } : source);
  try {
    return await task.promise;
  } catch (caught) {
    void task.destroy();
    const name = caught instanceof Error ? caught.name : '';
    throw new PdfOpenError(name === 'PasswordException' ? 'password' : 'unreadable');
  }
}
