import type { Source } from '@inkstone/contract/chat';
import { createContext, useContext, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtraProps } from 'react-markdown';
import { ImageGallery } from '../components/ImageGallery.tsx';
import { CiteActionContext } from './cite-action.ts';
import styles from './markdown.module.css';

/** Links open in a new tab; one whose address was unsafe (emptied by the URL filter) is plain text. */
export function Link({ node: _node, children, ...rest }: ComponentProps<'a'> & ExtraProps) {
  if (!rest.href) return <span>{children}</span>;
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

export function Table({ node: _node, ...rest }: ComponentProps<'table'> & ExtraProps) {
  return (
    <div className={styles.tableWrap}>
      <table {...rest} />
    </div>
  );
}

/** True inside the part of an answer still being written: its code is highlighted once finished. */
export const DraftContext = createContext(false);

/** The answer's sources, ordered by their number (a context: the rendered tree is kept across answers). */
export const SourcesContext = createContext<readonly Source[]>([]);

/**
 * A citation mark, `[n]` in the text: the n-th source (numbered from 1), linked when it has an
 * address, or a button that opens a knowledge source at its passage where the page can.
 */
export function Sup({ node: _node, children, ...rest }: ComponentProps<'sup'> & ExtraProps) {
  const { t } = useTranslation('chat');
  const sources = useContext(SourcesContext);
  const openCited = useContext(CiteActionContext);
  const cite = (rest as Record<string, unknown>)['data-cite'];
  if (typeof cite !== 'string') return <sup {...rest}>{children}</sup>;
  const source = sources[Number(cite) - 1];
  const url = source?.url && /^https?:\/\//i.test(source.url) ? source.url : undefined;
  return (
    <sup className={styles.cite}>
      {openCited && source?.sourceId ? (
        <button
          type="button"
          onClick={() => openCited(source)}
          title={source.quote ?? source.title}
          aria-label={t('sources.open', {
            index: cite,
            title: source.title?.trim() || t('sources.untitled', { index: cite }),
          })}
          data-testid="citation"
        >
          {cite}
        </button>
      ) : url ? (
        <a href={url} target="_blank" rel="noopener noreferrer nofollow" title={source?.title ?? url}>
          {cite}
        </a>
      ) : (
        <span title={source?.title}>{cite}</span>
      )}
    </sup>
  );
}

/** Pictures in an answer open in the chat's lightbox; one whose address was unsafe is left out. */
export function Picture({ node: _node, src, alt }: ComponentProps<'img'> & ExtraProps) {
  if (typeof src !== 'string' || !src) return null;
  return <ImageGallery inline images={[{ src, name: alt ?? '' }]} />;
}
