import type { Source } from '@inkstone/contract/chat';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { citedPassage } from '../model/passages.ts';
import { SourceViewer } from './SourceViewer.tsx';
import styles from './knowledge.module.css';

export type CitationChipProps = {
  /** One entry of an answer's `source` list (contract chat.ts). */
  source: Source;
  /** The number shown; SPEC §3 numbers sources from 1. Defaults to the entry's `index`. */
  number?: number;
};

/**
 * A small numbered chip for a cited source. For a knowledge source it is a button that opens
 * the viewer at the cited passage; for a web source, a link to the page. Its accessible name
 * says which source it is, not only the number.
 */
export function CitationChip({ source, number = source.index }: CitationChipProps) {
  const { t } = useTranslation('knowledge');
  const [open, setOpen] = useState(false);
  const label = t('cite.label', { n: number, name: source.title?.trim() || t('cite.untitled') });
  if (!source.sourceId) {
    const url = source.url && /^https?:\/\//i.test(source.url) ? source.url : undefined;
    return url ? (
      <a className={styles.chip} href={url} target="_blank" rel="noopener noreferrer nofollow" aria-label={label}>
        {number}
      </a>
    ) : (
      <span className={styles.chip} aria-label={label} role="note">
        {number}
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        className={styles.chip}
        aria-label={label}
        aria-haspopup="dialog"
        title={source.quote}
        onClick={() => setOpen(true)}
      >
        {number}
      </button>
      <SourceViewer
        sourceId={open ? source.sourceId : null}
        onClose={() => setOpen(false)}
        passage={citedPassage(source)}
      />
    </>
  );
}
