import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { openPdf, PdfOpenError, type PdfOpenFailure } from './pdfjs.ts';

export type PdfState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; doc: PDFDocumentProxy }
  | { state: 'failed'; reason: PdfOpenFailure | 'network' };

/**
 * A PDF opened for drawing its pages: from a picked file or a signed address. The document is
 * destroyed (its worker memory freed) when the source changes or the component goes away.
 */
export function usePdf(source: File | string | null): PdfState {
  const [result, setResult] = useState<{ source: File | string; state: PdfState } | null>(null);

  useEffect(() => {
    if (!source) return;
    let alive = true;
    let opened: PDFDocumentProxy | null = null;
    const open =
      typeof source === 'string' ? openPdf({ url: source }) : source.arrayBuffer().then((data) => openPdf({ data }));
    open.then(
      (doc) => {
        opened = doc;
        if (alive) setResult({ source, state: { state: 'ready', doc } });
        else void doc.destroy();
      },
      (caught: unknown) => {
        const reason = caught instanceof PdfOpenError ? caught.reason : 'network';
        if (alive) setResult({ source, state: { state: 'failed', reason } });
      },
    );
    return () => {
      alive = false;
      void opened?.destroy();
    };
  }, [source]);

  if (!source) return { state: 'idle' };
  // Until this source's answer arrives, an earlier source's document is not shown as this one's.
  return result?.source === source ? result.state : { state: 'loading' };
}
