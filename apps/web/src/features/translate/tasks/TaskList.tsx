import type { TranslationTask } from '@inkstone/contract/translate';
import { Alert, App, Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/toast.ts';
import { useCancelTask, useDeleteTask } from '../api/mutations.ts';
import { isBusy } from '../api/progress.ts';
import { useTasks } from '../api/queries.ts';
import { TaskItem } from './TaskItem.tsx';
import styles from '../translate.module.css';

/** My translations, newest first: progress, cancel, delete (after a confirmation), downloads, the viewer. */
export function TaskList({ onView }: { onView: (task: TranslationTask) => void }) {
  const { t } = useTranslation('translate');
  const { modal } = App.useApp();
  const list = useTasks(true);
  const cancel = useCancelTask();
  const remove = useDeleteTask();
  const tasks = list.data?.pages.flatMap((page) => page.records) ?? [];
  const failed = (caught: unknown) =>
    toast('error', t('task.actionFailed', { error: caught instanceof Error ? caught.message : t('error.unknown') }));

  const confirmDelete = (task: TranslationTask) =>
    void modal.confirm({
      title: t('delete.title', { name: task.fileName }),
      content: isBusy(task.status) ? t('delete.bodyBusy') : t('delete.body'),
      okText: t('delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('delete.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(task.taskId);
          toast('success', t('delete.done'));
        } catch (caught) {
          failed(caught);
        }
      },
    });

  const stop = (task: TranslationTask) =>
    cancel.mutateAsync(task.taskId).then(() => toast('info', t('task.cancelled')), failed);

  return (
    <section className={styles.panel} aria-label={t('tasks.title')}>
      <h4 className={styles.heading}>{t('tasks.title')}</h4>
      {list.isPending ? (
        <p role="status" className={styles.hint}>
          {t('tasks.loading')}
        </p>
      ) : list.isError && tasks.length === 0 ? (
        <Alert
          type="error"
          showIcon
          title={t('tasks.failed')}
          description={list.error.message}
          action={<Button onClick={() => void list.refetch()}>{t('tasks.retry')}</Button>}
        />
      ) : tasks.length === 0 ? (
        <Empty description={t('tasks.empty')} />
      ) : (
        <ul className={styles.list} aria-label={t('tasks.title')}>
          {tasks.map((task) => (
            <TaskItem
              key={task.taskId}
              task={task}
              cancelling={cancel.isPending && cancel.variables === task.taskId}
              onCancel={() => void stop(task)}
              onDelete={() => confirmDelete(task)}
              onView={() => onView(task)}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('tasks.more')}
        </Button>
      )}
    </section>
  );
}
