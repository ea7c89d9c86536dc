import type { Notebook } from '@inkstone/contract/notebooks';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Scope } from '../api/keys.ts';
import { useNotebookList } from '../api/notebooks.ts';
import type { CardAction } from '../model/card-actions.ts';
import { Intro } from './Intro.tsx';
import { NotebookGrid } from './NotebookGrid.tsx';
import styles from './notebooks.module.css';

export type ScopeListProps = {
  scope: Scope;
  onCreate: () => void;
  onAction: (notebook: Notebook, action: CardAction) => void;
  onSample?: () => void;
  sampleLoading?: boolean;
};

/** One list with its loading, error and empty states; "Show more" asks for the next page. */
export function ScopeList({ scope, onCreate, onAction, onSample, sampleLoading }: ScopeListProps) {
  const { t } = useTranslation('notebooks');
  const list = useNotebookList(scope);

  if (list.isPending) {
    return (
      <div role="status" aria-label={t('list.loading')}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('list.error')}
        description={list.error.message}
        action={<Button onClick={() => void list.refetch()}>{t('list.retry')}</Button>}
      />
    );
  }
  const notebooks = list.data.pages.flatMap((page) => page.records);
  if (notebooks.length === 0) {
    return scope === 'mine' ? (
      <Intro action="create" onAction={onCreate} onSample={onSample} sampleLoading={sampleLoading} />
    ) : (
      <Empty description={t('list.sharedEmpty')} />
    );
  }
  return (
    <>
      <NotebookGrid notebooks={notebooks} onCreate={scope === 'mine' ? onCreate : undefined} onAction={onAction} />
      {list.hasNextPage && (
        <div className={styles.more}>
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('list.more')}
          </Button>
        </div>
      )}
    </>
  );
}
