import type { Source } from '@inkstone/contract/chat';
import { useNoteTexts } from '../model/texts.ts';
import styles from './notes.module.css';

/** Numbered from 1 as the note's `[n]` marks cite them. */
export const citationNumber = (source: Source, position: number) => (source.index > 0 ? source.index : position + 1);

/** One citation as a numbered chip; its name says which source it is. */
export function CitationChip({
  source,
  number,
  inline = false,
  onOpen,
}: {
  source: Source;
  number: number;
  inline?: boolean;
  onOpen: (source: Source) => void;
}) {
  const { t } = useNoteTexts();
  const name = source.title?.trim() || t('notes.citeUntitled');
  return (
    <button
      type="button"
      className={inline ? styles.inlineChip : styles.chip}
      aria-label={t('notes.cite', { n: number, name })}
      title={source.quote ?? name}
      onClick={() => onOpen(source)}
    >
      {number}
    </button>
  );
}

/** A note's citations as a row of numbered chips, each opening its source at the passage. */
export function CitationChips({
  citations,
  onOpen,
}: {
  citations: readonly Source[];
  onOpen: (source: Source) => void;
}) {
  const { t } = useNoteTexts();
  if (citations.length === 0) return null;
  return (
    <div className={styles.chips} role="group" aria-label={t('notes.citations')}>
      {citations.map((source, position) => (
        <CitationChip
          key={`${source.index}-${position}`}
          source={source}
          number={citationNumber(source, position)}
          onOpen={onOpen}
        />
      ))}
    </div>
  );
}
