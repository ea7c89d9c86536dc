import { useTranslation } from 'react-i18next';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { ToBRecord } from '@inkstone/contract/bots-tob';
import styles from './embed.module.css';

type Props = {
  text: string;
  sources: ToBRecord['sources'];
  /** The owner's "show knowledge": citations are listed only then. */
  showKnowledge: boolean;
  error?: string | null;
  streaming?: boolean;
};

/** One of the bot's answers: Markdown (links open outside the frame), its sources, its failure. */
export function Answer({ text, sources, showKnowledge, error, streaming }: Props) {
  const { t } = useTranslation('embed');
  return (
    <div className={styles.bot} aria-busy={streaming || undefined} data-testid="embed-answer">
      {text ? (
        <Markdown
          remarkPlugins={[remarkGfm]}
          components={{ a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" /> }}
        >
          {text}
        </Markdown>
      ) : streaming ? (
        <span aria-label={t('loading')}>…</span>
      ) : null}
      {showKnowledge && sources.length > 0 ? (
        <ol className={styles.sources} aria-label={t('sources')}>
          {sources.map((source) => (
            <li key={source.index}>
              [{source.index}] {source.title}
              {source.quote ? ` — ${source.quote.slice(0, 140)}` : ''}
            </li>
          ))}
        </ol>
      ) : null}
      {error ? <div className={styles.failed}>{error || t('failed')}</div> : null}
    </div>
  );
}
