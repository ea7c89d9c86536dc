import type { Source } from '@inkstone/contract/chat';
import { LinkOutlined } from '@ant-design/icons';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { CiteActionContext } from '../markdown/cite-action.ts';
import styles from './chat.module.css';

const safeUrl = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : undefined);
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/**
 * SPEC §3: sources are numbered from 1, in the order the answer cites them. A knowledge source
 * opens at its passage where the page can show it (a notebook).
 */
export function SourceList({ sources }: { sources: Source[] }) {
  const { t } = useTranslation('chat');
  const openCited = useContext(CiteActionContext);
  const ordered = [...sources].sort((a, b) => a.index - b.index);
  return (
    <section className={styles.sources} aria-label={t('sources.title')}>
      <div className={styles.sourcesTitle}>
        <LinkOutlined /> {t('sources.title')}
      </div>
      <ol className={styles.sourceItems}>
        {ordered.map((source, position) => {
          const number = position + 1;
          const url = safeUrl(source.url);
          const title = source.title?.trim() || (url ? hostOf(url) : t('sources.untitled', { index: number }));
          return (
            <li key={`${source.index}-${position}`} className={styles.sourceItem}>
              <span className={styles.sourceNumber}>{number}</span>
              {openCited && source.sourceId ? (
                <button
                  type="button"
                  className={styles.sourceOpen}
                  onClick={() => openCited(source)}
                  title={source.quote}
                >
                  {title}
                </button>
              ) : url ? (
                <a href={url} target="_blank" rel="noopener noreferrer nofollow" title={url}>
                  {title}
                </a>
              ) : (
                <span>{title}</span>
              )}
              {url && <span className={styles.sourceHost}>{hostOf(url)}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
