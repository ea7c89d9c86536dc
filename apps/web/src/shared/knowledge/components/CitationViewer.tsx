import type { Source } from '@inkstone/contract/chat';
import { Drawer, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/shared/platform/media.ts';
import '../i18n.ts';
import { citedPassage } from '../model/passages.ts';
import { SourceViewer } from './SourceViewer.tsx';
import styles from './knowledge.module.css';

export type CitationViewerProps = {
  /** The followed citation; `null` keeps the viewer closed. */
  source: Source | null;
  /**
   * Whether the reader may read the whole source (the knowledge base's owner). Anyone else — a
   * user chatting with someone's public bot — sees the cited passage the answer carries, as the
   * rest of the knowledge base stays its owner's.
   */
  canOpenSource: boolean;
  onClose: () => void;
};

/**
 * Where a followed citation opens: the source at its passage for its owner, else the passage alone.
 * The default export is for a page that loads it when a citation is first followed.
 */
export default function CitationViewer({ source, canOpenSource, onClose }: CitationViewerProps) {
  if (canOpenSource)
    return (
      <SourceViewer
        sourceId={source?.sourceId ?? null}
        onClose={onClose}
        passage={source ? citedPassage(source) : undefined}
      />
    );
  return <CitedPassage source={source} onClose={onClose} />;
}

function CitedPassage({ source, onClose }: { source: Source | null; onClose: () => void }) {
  const { t } = useTranslation('knowledge');
  const isMobile = useIsMobile();
  const title = source?.title?.trim() || t('viewer.title');
  return (
    <Drawer open={source !== null} onClose={onClose} size={isMobile ? '100vw' : 480} destroyOnHidden title={title}>
      <Typography.Text type="secondary">{t('viewer.cited')}</Typography.Text>
      {source?.quote?.trim() ? (
        <blockquote className={styles.quote} data-testid="cited-quote">
          {source.quote}
        </blockquote>
      ) : (
        <Typography.Paragraph>{t('viewer.noQuote')}</Typography.Paragraph>
      )}
      <Typography.Text type="secondary">{t('viewer.ownerOnly')}</Typography.Text>
    </Drawer>
  );
}
