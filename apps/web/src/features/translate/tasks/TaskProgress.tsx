import type { TranslationTask } from '@inkstone/contract/translate';
import { Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isBusy } from '../api/progress.ts';

const COLOURS = { queued: 'default', running: 'processing', done: 'success', failed: 'error', cancelled: 'warning' };

/** A task's status and its pages done of the range, per page as the pushes come. */
export function TaskProgress({ task }: { task: TranslationTask }) {
  const { t } = useTranslation('translate');
  const percent = task.total > 0 ? Math.round((task.done / task.total) * 100) : 0;
  return (
    <>
      <span>
        <Tag color={COLOURS[task.status]}>{t(`task.status.${task.status}`)}</Tag>
        <span role="status">{t('task.progress', { done: task.done, total: task.total })}</span>
      </span>
      {isBusy(task.status) && (
        <Progress
          percent={percent}
          size="small"
          status="active"
          aria-label={t('task.progressLabel', { name: task.fileName })}
        />
      )}
    </>
  );
}
