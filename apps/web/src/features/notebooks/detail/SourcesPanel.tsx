import { PlusOutlined } from '@ant-design/icons';
import type { Notebook } from '@inkstone/contract/notebooks';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddSourceDialog, notebookAddKinds, SourceList } from '@/shared/knowledge/index.ts';
import type { SourceSelection } from './use-source-selection.ts';
import styles from './detail.module.css';

type Props = {
  notebook: Notebook;
  selection: SourceSelection;
  currentId: string | null;
  onView: (id: string) => void;
  /** Set by the view's "add a source" button: the dialog opens from there too. */
  adding: boolean;
  onAdding: (open: boolean) => void;
};

/**
 * The left panel: the notebook's sources, live, with SPEC's four statuses and progress; a
 * checkbox each (and "select all") for what the chat reads; a name opens the source in the
 * view. Owners and editors add and remove sources; a viewer only reads (the server refuses
 * the rest anyway).
 */
export function SourcesPanel({ notebook, selection, currentId, onView, adding, onAdding }: Props) {
  const { t } = useTranslation('notebookPage');
  const canEdit = notebook.role !== 'viewer';
  const container = { kind: 'notebook' as const, id: notebook.id };
  return (
    <>
      <div className={styles.paneHead}>
        <h4 className={styles.paneTitle}>{t('detail.panel.sources')}</h4>
        {canEdit && (
          <Button icon={<PlusOutlined />} onClick={() => onAdding(true)}>
            {t('detail.addSource')}
          </Button>
        )}
      </div>
      <div className={styles.paneBody}>
        <SourceList
          container={container}
          reading="notebook"
          selectable
          selected={selection.selected}
          onSelectedChange={selection.choose}
          onView={onView}
          currentId={currentId}
          readOnly={!canEdit}
          empty={
            <p className={styles.hint} data-testid="sources-empty">
              {canEdit ? t('detail.sourcesEmpty') : t('detail.sourcesEmptyViewer')}
            </p>
          }
        />
      </div>
      {canEdit && (
        <AddSourceDialog container={container} open={adding} onClose={() => onAdding(false)} kinds={notebookAddKinds} />
      )}
    </>
  );
}
