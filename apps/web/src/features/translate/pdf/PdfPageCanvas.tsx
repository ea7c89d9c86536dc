import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';

type Props = {
  doc: PDFDocumentProxy;
  /** 1-based. */
  pageNumber: number;
  /** The CSS width the page is drawn at; its height follows the page's own proportions. */
  width: number;
  label: string;
  className?: string;
};

/** Draws only once the canvas is near the viewport: a 300-page file must not draw 300 pages at once. */
function useNearViewport(target: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target]);
  return near;
}

/**
 * One page of a PDF on a canvas, drawn lazily at the screen's pixel density. A page that cannot be
 * drawn leaves the canvas blank (its label still names it); a redraw cancels the one before.
 */
export function PdfPageCanvas({ doc, pageNumber, width, label, className }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const near = useNearViewport(canvas);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = canvas.current;
    if (!near || !element) return;
    let task: RenderTask | null = null;
    let alive = true;
    void doc
      .getPage(pageNumber)
      .then((page) => {
        if (!alive) return;
        const base = page.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: (width / base.width) * ratio });
        element.width = Math.floor(viewport.width);
        element.height = Math.floor(viewport.height);
        element.style.width = `${width}px`;
        element.style.height = `${Math.floor(viewport.height / ratio)}px`;
        task = page.render({ canvas: element, viewport });
        return task.promise.then(() => alive && setDrawn(true));
      })
      .catch(() => undefined); // cancelled, or a page pdf.js cannot draw: the label stays
    return () => {
      alive = false;
      task?.cancel();
    };
  }, [doc, pageNumber, width, near]);

  return (
    <canvas
      ref={canvas}
      className={className}
      // Unlabelled inside a labelled control (a thumbnail button): the control speaks for it.
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      aria-busy={!drawn}
      data-drawn={drawn || undefined}
      style={{ width }}
    />
  );
}
