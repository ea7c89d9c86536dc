import type { WritingDoc } from '@inkstone/contract/writing';
import { Alert, Button, Drawer, Empty, List, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/shared/platform/media.ts';
import { toast } from '@/shared/ui/toast.ts';
import { useRestoreVersion } from '../api/mutations.ts';
import { useVersion, useVersions } from '../api/queries.ts';
import styles from './write.module.css';

export type VersionsDrawerProps = {
  docId: string;
  open: boolean;
  onClose: () => void;
  /** Sends what is typed before a version replaces it (so the replaced text is kept too). */
  beforeRestore: () => Promise<void>;
  onRestored: (doc: WritingDoc) => void;
};

/**
 * The document's versions, newest first: the autosave keeps the text as it stood before each
 * editing session, Cmd/Ctrl+S keeps the text saved, and a restore keeps what it replaced.
 */
export function VersionsDrawer({ docId, open, onClose, beforeRestore, onRestored }: VersionsDrawerProps) {
  const { t } = useTranslation('writing');
  const isMobile = useIsMobile();
  const versions = useVersions(open ? docId : null);
  const [chosen, setChosen] = useState<string | null>(null);
  const version = useVersion(docId, chosen);
  const restore = useRestoreVersion();

  const restoreChosen = async () => {
    if (!chosen) return;
    try {
      await beforeRestore();
      const doc = await restore.mutateAsync({ id: docId, versionId: chosen });
      toast('success', t('versions.restored'));
      setChosen(null);
      onRestored(doc);
    } catch (caught) {
      toast('error', (caught as Error).message || t('list.failed'));
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('versions.title')}
      size={isMobile ? '100vw' : 520}
      destroyOnHidden
      extra={
        chosen && (
          <Button type="primary" loading={restore.isPending} onClick={() => void restoreChosen()}>
            {t('versions.restore')}
          </Button>
        )
      }
    >
      {versions.isPending && <Skeleton active />}
      {versions.isError && <Alert type="error" showIcon title={versions.error.message || t('list.loadFailed')} />}
      {versions.data?.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('versions.empty')} />}
      {versions.data && versions.data.length > 0 && (
        <List
          size="small"
          dataSource={versions.data}
          renderItem={(item) => (
            <List.Item
              className={styles.version}
              data-chosen={item.id === chosen || undefined}
              onClick={() => setChosen(item.id)}
            >
              <button type="button" className={styles.versionButton} aria-pressed={item.id === chosen}>
                <strong>{new Date(item.savedAt).toLocaleString()}</strong>
                <span>
                  {t(`versions.reason.${item.reason}`)} · {t('doc.words', { count: item.wordCount })}
                </span>
              </button>
            </List.Item>
          )}
        />
      )}
      {chosen && (
        <section className={styles.versionText} aria-label={t('versions.preview')}>
          {version.isPending ? <Skeleton active /> : <pre data-testid="version-text">{version.data?.content}</pre>}
        </section>
      )}
    </Drawer>
  );
}
