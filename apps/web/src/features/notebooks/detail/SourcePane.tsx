import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import type { Notebook } from '@inkstone/contract/notebooks';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { KindIcon, SourceContent, useSourceDetail, type PassageTarget } from '@/shared/knowledge/index.ts';
import { DEFAULT_EMOJI } from '../components/NotebookCard.tsx';
import styles from './detail.module.css';

/** What the view shows: a source, maybe at a cited passage; `visit` tells two clicks on one citation apart. */
export type Viewing = { sourceId: string; passage?: PassageTarget; visit: number };

type Props = {
  notebook: Notebook;
  viewing: Viewing | null;
  sourceCount: number;
  onClose: () => void;
  onAdd: () => void;
};

/**
 * The middle panel (SPEC §2 "view"): the source the reader opened, or the one a citation points
 * at, scrolled to the cited passage and marked. With nothing open it says what to do next:
 * add a first source, or open one.
 */
export function SourcePane({ notebook, viewing, sourceCount, onClose, onAdd }: Props) {
  const { t } = useTranslation('notebookPage');
  if (!viewing) {
    const empty = sourceCount === 0;
    return (
      <div className={styles.centered} data-testid="view-overview">
        <span className={styles.bigEmoji} aria-hidden>
          {notebook.emoji || DEFAULT_EMOJI}
        </span>
        <p>{empty ? t('detail.startEmpty') : t('detail.startOpen')}</p>
        {empty && notebook.role !== 'viewer' && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {t('detail.addSource')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <>
      <ViewingHead sourceId={viewing.sourceId} onClose={onClose} />
      <div className={styles.viewBody} data-testid="source-view">
        <SourceGlance sourceId={viewing.sourceId} />
        <SourceContent key={viewing.visit} sourceId={viewing.sourceId} passage={viewing.passage} />
      </div>
    </>
  );
}

function ViewingHead({ sourceId, onClose }: { sourceId: string; onClose: () => void }) {
  const { t } = useTranslation('notebookPage');
  const source = useSourceDetail(sourceId).data;
  return (
    <div className={styles.paneHead}>
      {source && <KindIcon kind={source.kind} />}
      <h4 className={styles.paneTitle} title={source?.name}>
        {source?.name ?? t('detail.panel.view')}
      </h4>
      <Button type="text" icon={<CloseOutlined />} aria-label={t('detail.closeSource')} onClick={onClose} />
    </div>
  );
}

/**
 * The source at a glance (issue [notebooks] item 2): its leading sentences and key topics, which
 * the server takes from the source's own text (no model writes them).
 */
function SourceGlance({ sourceId }: { sourceId: string }) {
  const { t } = useTranslation('notebookPage');
  const digest = useSourceDetail(sourceId).data?.digest;
  if (!digest || (!digest.summary && digest.topics.length === 0)) return null;
  return (
    <section className={styles.glance} aria-label={t('detail.glance')} data-testid="source-glance">
      {digest.summary && <p className={styles.glanceSummary}>{digest.summary}</p>}
      {digest.topics.length > 0 && (
        <ul className={styles.topics} aria-label={t('detail.topics')}>
          {digest.topics.map((topic) => (
            <li key={topic}>
              <Tag>{topic}</Tag>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
