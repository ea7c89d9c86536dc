import { InputNumber } from 'antd';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfPageCanvas } from '../pdf/PdfPageCanvas.tsx';
import { rangeSize } from '../model/request.ts';
import styles from '../translate.module.css';

export type PageRange = { startPage: number | null; endPage: number | null };

type Props = PageRange & {
  pageCount: number;
  /** The opened PDF for the thumbnails; without it the numbers alone still work. */
  doc: PDFDocumentProxy | null;
  onChange: (range: PageRange) => void;
  startProblem?: string;
  endProblem?: string;
};

const THUMB_WIDTH = 88;

/**
 * The start and end pages: typed, or picked on the pages' thumbnails — a first press sets the
 * start, a press on a later page the end (a press on an earlier page starts again there). Each
 * thumbnail is a button that says whether it is in the range, so the keyboard and screen readers
 * get the same picker.
 */
export function PageRangePicker({ startPage, endPage, pageCount, doc, onChange, startProblem, endProblem }: Props) {
  const { t } = useTranslation('translate');
  const [picking, setPicking] = useState<'start' | 'end'>('start');
  const helpId = useId();
  const startId = useId();
  const endId = useId();
  const startErrorId = useId();
  const endErrorId = useId();
  const pages = rangeSize(startPage, endPage);

  const pick = (page: number) => {
    if (picking === 'end' && startPage !== null && page > startPage) {
      onChange({ startPage, endPage: page });
      setPicking('start');
    } else {
      onChange({ startPage: page, endPage: endPage !== null && endPage > page ? endPage : null });
      setPicking('end');
    }
  };

  const numberOf = (value: number | string | null) => (typeof value === 'number' ? value : null);

  const thumbLabel = (page: number) =>
    page === startPage
      ? t('range.thumbStart', { page })
      : page === endPage
        ? t('range.thumbEnd', { page })
        : pages > 0 && page > startPage! && page < endPage!
          ? t('range.thumbIn', { page })
          : t('range.thumb', { page });

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('range.legend')}</legend>
      <div className={styles.row}>
        <label htmlFor={startId}>{t('range.start')}</label>
        <InputNumber
          id={startId}
          className={styles.pageInput}
          min={1}
          max={pageCount}
          precision={0}
          value={startPage}
          status={startProblem ? 'error' : undefined}
          aria-invalid={Boolean(startProblem)}
          aria-describedby={startProblem ? startErrorId : undefined}
          onChange={(value) => onChange({ startPage: numberOf(value), endPage })}
        />
        <label htmlFor={endId}>{t('range.end')}</label>
        <InputNumber
          id={endId}
          className={styles.pageInput}
          min={1}
          max={pageCount}
          precision={0}
          value={endPage}
          status={endProblem ? 'error' : undefined}
          aria-invalid={Boolean(endProblem)}
          aria-describedby={endProblem ? endErrorId : undefined}
          onChange={(value) => onChange({ startPage, endPage: numberOf(value) })}
        />
        {pages > 0 && (
          <span className={styles.hint} role="status">
            {t('range.summary', { count: pages, start: startPage, end: endPage })}
          </span>
        )}
      </div>
      {startProblem && (
        <p id={startErrorId} className={styles.problem}>
          {startProblem}
        </p>
      )}
      {endProblem && endProblem !== startProblem && (
        <p id={endErrorId} className={styles.problem}>
          {endProblem}
        </p>
      )}
      <p id={helpId} className={styles.hint}>
        {t('range.help')}
      </p>
      <ul className={styles.thumbs} aria-describedby={helpId}>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((page) => {
          const edge = page === startPage || page === endPage;
          const inside = pages > 0 && page >= startPage! && page <= endPage!;
          return (
            <li key={page}>
              <button
                type="button"
                className={`${styles.thumb} ${inside ? styles.inRange : ''} ${edge ? styles.edge : ''}`}
                aria-pressed={inside || edge}
                aria-label={thumbLabel(page)}
                onClick={() => pick(page)}
              >
                {doc && <PdfPageCanvas doc={doc} pageNumber={page} width={THUMB_WIDTH} label="" />}
                <span aria-hidden>{page}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
