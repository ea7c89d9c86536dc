import type { RecordingListItem } from '@inkstone/contract/voice';
import { App, Alert, Button, Empty, Input } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/toast.ts';
import { useDeleteRecording, useUpdateRecording } from '../api/mutations.ts';
import { useRecordings } from '../api/queries.ts';
import { RecordingItem } from './RecordingItem.tsx';
import { RenameDialog } from './RenameDialog.tsx';
import styles from '../voice.module.css';

/** My recordings: searched, renamed, deleted (after a confirmation), opened. */
export function RecordingList() {
  const { t } = useTranslation('voice');
  const { modal } = App.useApp();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const list = useRecordings(query, true);
  const rename = useUpdateRecording();
  const remove = useDeleteRecording();
  const [renaming, setRenaming] = useState<RecordingListItem | null>(null);
  const records = list.data?.pages.flatMap((page) => page.records) ?? [];

  const confirmDelete = (recording: RecordingListItem) =>
    void modal.confirm({
      title: t('delete.title', { title: recording.title }),
      content: t('delete.body'),
      okText: t('delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('delete.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(recording.id);
          toast('success', t('delete.done'));
        } catch (caught) {
          toast('error', caught instanceof Error ? caught.message : t('error.unknown'));
        }
      },
    });

  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('list.search')}
        aria-label={t('list.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {list.isPending ? (
        <p role="status" className={styles.hint}>
          {t('list.loading')}
        </p>
      ) : list.isError && records.length === 0 ? (
        <Alert
          type="error"
          showIcon
          title={t('list.failed')}
          description={list.error.message}
          action={<Button onClick={() => void list.refetch()}>{t('list.retry')}</Button>}
        />
      ) : records.length === 0 ? (
        <Empty description={query ? t('list.noMatch', { query }) : t('list.empty')} />
      ) : (
        <ul className={styles.list} aria-label={t('list.title')}>
          {records.map((recording) => (
            <RecordingItem
              key={recording.id}
              recording={recording}
              onRename={() => setRenaming(recording)}
              onDelete={() => confirmDelete(recording)}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('list.more')}
        </Button>
      )}
      {renaming !== null && (
        <RenameDialog
          open
          title={renaming?.title ?? ''}
          onClose={() => setRenaming(null)}
          onSave={async (title) => {
            await rename.mutateAsync({ id: renaming!.id, title });
            toast('success', t('rename.done'));
          }}
        />
      )}
    </>
  );
}
