import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isCited, rebuildText, type PassageSpan, type PassageTarget } from '../model/passages.ts';
import styles from './knowledge.module.css';

export type PassageTextProps = { passages: readonly PassageSpan[]; target?: PassageTarget };

/**
 * A source's text rebuilt from its passages (overlaps shown once), with the cited passage
 * marked and scrolled into view. The mark is a `<mark>` (announced as highlighted) and takes the
 * focus, so a keyboard or screen-reader user lands where the citation points.
 */
export function PassageText({ passages, target }: PassageTextProps) {
  const { t } = useTranslation('knowledge');
  const blocks = useMemo(() => rebuildText(passages, target), [passages, target]);
  const firstCited = useMemo(() => blocks.flat().find((segment) => isCited(segment, target))?.start, [blocks, target]);
  const mark = useRef<HTMLElement>(null);

  useEffect(() => {
    // jsdom and old browsers lack scrollIntoView; the text is still there to read.
    mark.current?.scrollIntoView?.({ block: 'center' });
    mark.current?.focus({ preventScroll: true });
  }, [firstCited]);

  return (
    <div data-testid="source-text">
      {blocks.map((block) => (
        <p key={block[0]!.start} className={styles.passageText}>
          {block.map((segment) =>
            isCited(segment, target) ? (
              <mark
                key={segment.start}
                className={styles.cited}
                data-testid="cited"
                title={t('viewer.cited')}
                tabIndex={segment.start === firstCited ? -1 : undefined}
                ref={segment.start === firstCited ? mark : undefined}
              >
                {segment.text}
              </mark>
            ) : (
              <span key={segment.start}>{segment.text}</span>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
