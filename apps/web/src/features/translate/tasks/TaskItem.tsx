import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import type { TranslationTask } from '@inkstone/contract/translate';
import { Alert, Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractText } from '@/shared/knowledge/model/contract-text.ts';
import { toast } from '@/shared/ui/toast.ts';
import { downloadResult, type ResultKind } from '../api/download.ts';
import { applyProgress, isBusy } from '../api/progress.ts';
import { useTaskStatus } from '../api/queries.ts';
import { pageList } from '../model/format.ts';
import { TaskProgress } from './TaskProgress.tsx';
import styles from '../translate.module.css';

type Props = {
  task: TranslationTask;
  onCancel: () => void;
  onDelete: () => void;
  onView: () => void;
  cancelling: boolean;
};

/** One task: its file, pages and languages, progress, what failed and why, and what can be done with it. */
export function TaskItem({ task, onCancel, onDelete, onView, cancelling }: Props) {
  const { t, i18n } = useTranslation('translate');
  const contractText = useContractText();
  const client = useQueryClient();
  const busy = isBusy(task.status);
  const status = useTaskStatus(task.taskId, busy);

  // The polled status moves the row like a push would.
  useEffect(() => {
    if (status.data) applyProgress(client, status.data);
  }, [client, status.data]);

  const download = (kind: ResultKind) =>
    downloadResult(task, kind).then(
      (saved) => saved || toast('error', t('viewer.notReady')),
      (caught: unknown) =>
        toast(
          'error',
          t('task.actionFailed', { error: caught instanceof Error ? caught.message : t('error.unknown') }),
        ),
    );

  const failedPages = task.failedPages.length > 0 && t('task.failedPages', { pages: pageList(task.failedPages) });
  const language = (code: string) => t(`lang.${code}` as 'lang.en');
  return (
    <li className={styles.item}>
      <span className={styles.itemTitle}>{task.fileName}</span>
      <div className={styles.meta}>
        <span>
          {t('task.meta', {
            start: task.startPage,
            end: task.endPage,
            pageCount: task.pageCount,
            source: language(task.sourceLang),
            target: language(task.targetLang),
          })}
        </span>
        <time dateTime={task.createdAt}>
          {new Date(task.createdAt).toLocaleString(i18n.language.replace('_', '-'), {
            dateStyle: 'medium',
            timeStyle: 'short',
          })}
        </time>
      </div>
      <TaskProgress task={task} />
      {task.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={task.error ?? contractText('translate.failed')}
          description={failedPages || undefined}
        />
      )}
      {task.status !== 'failed' && failedPages && (
        <Alert type="warning" showIcon title={failedPages} description={task.error ?? undefined} />
      )}
      {task.offline && task.status === 'done' && <p className={styles.hint}>{t('task.offline')}</p>}
      <div className={styles.row}>
        {task.files.mono && (
          <Button icon={<DownloadOutlined />} onClick={() => void download('mono')}>
            {t('task.downloadMono')}
          </Button>
        )}
        {task.files.dual && (
          <Button icon={<DownloadOutlined />} onClick={() => void download('dual')}>
            {t('task.downloadDual')}
          </Button>
        )}
        {(task.files.mono || task.files.dual) && (
          <Button icon={<EyeOutlined />} onClick={onView}>
            {t('task.view')}
          </Button>
        )}
        {busy && (
          <Button loading={cancelling} onClick={onCancel}>
            {t('task.cancel')}
          </Button>
        )}
        <Button danger onClick={onDelete}>
          {t('task.delete')}
        </Button>
      </div>
    </li>
  );
}
