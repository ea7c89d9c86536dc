import { CheckCircleFilled, CloseOutlined } from '@ant-design/icons';
import { formatSize } from '@inkstone/contract/files';
import { Button, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractText } from '../model/contract-text.ts';
import type { UploadItem } from '../state/use-file-uploads.ts';
import styles from './knowledge.module.css';

export type UploadListProps = { items: UploadItem[]; onRemove: (key: string) => void };

/** The chosen files, each with its own progress, its own error, and a way to drop it. */
export function UploadList({ items, onRemove }: UploadListProps) {
  const { t } = useTranslation('knowledge');
  const text = useContractText();
  if (items.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('upload.list')}>
      {items.map((item) => (
        <li key={item.key} className={styles.row} data-testid="upload-item" data-phase={item.phase}>
          <Flex vertical gap={2} className={styles.main}>
            <Flex gap={8} justify="space-between">
              <Typography.Text ellipsis={{ tooltip: item.name }}>{item.name}</Typography.Text>
              <Typography.Text type="secondary" style={{ flex: 'none' }}>
                {formatSize(item.size)}
              </Typography.Text>
            </Flex>
            {item.phase === 'uploading' && (
              <Progress
                percent={item.percent}
                size="small"
                aria-label={t('upload.progress', { name: item.name })}
                format={(percent) => t('upload.uploading', { percent: percent ?? 0 })}
              />
            )}
            {item.phase === 'adding' && <Typography.Text type="secondary">{t('upload.adding')}</Typography.Text>}
            {item.phase === 'done' && (
              <Typography.Text type="success">
                <CheckCircleFilled aria-hidden /> {t('upload.done')}
              </Typography.Text>
            )}
            {item.error && (
              <Typography.Text type="danger" role="alert">
                {'text' in item.error ? item.error.text : text(item.error.key, item.error.params)}
              </Typography.Text>
            )}
          </Flex>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('upload.remove', { name: item.name })}
            onClick={() => onRemove(item.key)}
          />
        </li>
      ))}
    </ul>
  );
}
