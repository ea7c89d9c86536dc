import { Alert, Drawer, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/shared/platform/media.ts';
import { useSourceDetail } from '../api/sources.ts';
import type { PassageTarget } from '../model/passages.ts';
import { KindIcon } from './KindIcon.tsx';
import { PassageText } from './PassageText.tsx';

export type SourceViewerProps = {
  /** The source to show; `null` keeps the drawer closed. */
  sourceId: string | null;
  onClose: () => void;
  /** A passage to scroll to and highlight: by ordinal, or by offsets into the original text. */
  passage?: PassageTarget;
};

/** A drawer with a source's learned text, opened from the list or from a citation. */
export function SourceViewer({ sourceId, onClose, passage }: SourceViewerProps) {
  const { t } = useTranslation('knowledge');
  const isMobile = useIsMobile();
  const detail = useSourceDetail(sourceId);
  const source = detail.data;
  return (
    <Drawer
      open={sourceId !== null}
      onClose={onClose}
      size={isMobile ? '100vw' : 560}
      destroyOnHidden
      title={
        source ? (
          <Flex gap={8} align="center">
            <KindIcon kind={source.kind} />
            <Typography.Text ellipsis={{ tooltip: source.name }}>{source.name}</Typography.Text>
          </Flex>
        ) : (
          t('viewer.title')
        )
      }
    >
      <SourceContent sourceId={sourceId} passage={passage} />
    </Drawer>
  );
}

/**
 * A source's learned text, with the cited passage marked and scrolled to: the drawer's body,
 * and a page's own reading pane (a notebook's view). Loading and failure show in place.
 */
export function SourceContent({ sourceId, passage }: { sourceId: string | null; passage?: PassageTarget }) {
  const { t } = useTranslation('knowledge');
  const detail = useSourceDetail(sourceId);
  const source = detail.data;
  const page = passage && source ? pageOf(source.passages, passage) : null;
  return (
    <>
      {detail.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {detail.isError && <Alert type="error" showIcon title={detail.error.message || t('viewer.loadFailed')} />}
      {source && page !== null && <Typography.Text type="secondary">{t('viewer.page', { page })}</Typography.Text>}
      {source &&
        (source.passages.length ? (
          <PassageText passages={source.passages} target={passage} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('viewer.empty')} />
        ))}
    </>
  );
}

/** The page the cited passage sits on, for sources that have pages (PDFs). */
function pageOf(
  passages: ReadonlyArray<{ ordinal: number; start: number; end: number; page: number | null }>,
  target: PassageTarget,
) {
  const hit = passages.find((p) =>
    'ordinal' in target ? p.ordinal === target.ordinal : p.start <= target.start && target.start < p.end,
  );
  return hit?.page ?? null;
}
