import { formatSize } from '@inkstone/contract/files';
import type { SourceView } from '@inkstone/contract/knowledge-api';
import { Button, Checkbox, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { inProgress, type SourceAction, type StatusReading } from '../model/status.ts';
import { KindIcon } from './KindIcon.tsx';
import { SourceActions } from './SourceActions.tsx';
import { StatusTag } from './StatusTag.tsx';
import styles from './knowledge.module.css';

export type SourceRowProps = {
  source: SourceView;
  reading: StatusReading;
  /** Present when the list lets the reader pick sources. */
  checked?: boolean;
  onCheck?: (checked: boolean) => void;
  onView: () => void;
  onAction: (action: SourceAction) => void;
  busy: boolean;
  /** The reader may only look: no retry, no delete. */
  readOnly?: boolean;
  /** The reader may delete but not retry or relearn (a shared notebook's editor). */
  deleteOnly?: boolean;
  /** The source the page shows now (a notebook's view), marked as current. */
  current?: boolean;
};

/** Sizes of files are bytes; typed-in sources count characters; a web page has none yet. */
function useSizeText(source: SourceView): string | null {
  const { t } = useTranslation('knowledge');
  if (source.size <= 0) return null;
  if (source.kind === 'file' || source.kind === 'image') return formatSize(source.size);
  return t('list.chars', { count: source.size });
}

/** One source: what it is, where its learning stands, why it failed, and what can be done. */
export function SourceRow({
  source,
  reading,
  checked,
  onCheck,
  onView,
  onAction,
  busy,
  readOnly,
  deleteOnly,
  current,
}: SourceRowProps) {
  const { t } = useTranslation('knowledge');
  const size = useSizeText(source);
  const failed = source.state === 'failed';
  return (
    <li
      className={current ? `${styles.row} ${styles.current}` : styles.row}
      data-testid="source-row"
      data-source-id={source.id}
    >
      {onCheck && (
        <Checkbox
          checked={checked}
          onChange={(event) => onCheck(event.target.checked)}
          aria-label={t('list.select', { name: source.name })}
        />
      )}
      <span className={styles.kind}>
        <KindIcon kind={source.kind} />
      </span>
      <Flex vertical gap={2} className={styles.main}>
        <Button
          type="link"
          className={styles.name}
          onClick={onView}
          title={source.name}
          aria-current={current || undefined}
        >
          {source.name}
        </Button>
        <Flex gap={8} align="center" wrap>
          <StatusTag state={source.state} reading={reading} />
          {size && <Typography.Text type="secondary">{size}</Typography.Text>}
          {source.state === 'learned' && source.chunkCount > 0 && (
            <Typography.Text type="secondary">{t('list.chunks', { count: source.chunkCount })}</Typography.Text>
          )}
        </Flex>
        {inProgress(source.state) && (
          <Progress
            percent={source.progress}
            size="small"
            status="active"
            aria-label={t('list.progress', { name: source.name })}
          />
        )}
        {source.reason && (failed || source.state === 'retrying' || reading === 'notebook') && (
          <Typography.Text type={failed ? 'danger' : 'secondary'} className={styles.reason}>
            {source.reason}
          </Typography.Text>
        )}
        {failed && !readOnly && !deleteOnly && (
          <span>
            <Button size="small" onClick={() => onAction('retry')} disabled={busy}>
              {t('action.retry')}
            </Button>
          </span>
        )}
      </Flex>
      <SourceActions
        source={source}
        reading={reading}
        onView={onView}
        onAction={onAction}
        busy={busy}
        readOnly={readOnly}
        deleteOnly={deleteOnly}
      />
    </li>
  );
}
