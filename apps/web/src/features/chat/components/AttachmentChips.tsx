import {
  CloseOutlined,
  ExclamationCircleFilled,
  FileImageOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  FileWordOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeSize, type Attachment } from '../hooks/use-attachments.ts';
import { isImageName } from '../state/file-rules.ts';
import { LaterTooltip } from './LaterTooltip.tsx';
import styles from './chat.module.css';

export function FileIcon({ name }: { name: string }) {
  if (isImageName(name)) return <FileImageOutlined />;
  if (/\.pdf$/i.test(name)) return <FilePdfOutlined />;
  if (/\.docx?$/i.test(name)) return <FileWordOutlined />;
  return <FileTextOutlined />;
}

/** The composer's files: name, size or upload progress, an error mark, and a remove button. */
export function AttachmentChips({ items, onRemove }: { items: Attachment[]; onRemove: (uid: string) => void }) {
  const { t } = useTranslation('chat');
  if (items.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={t('files.attached')}>
      {items.map((item) => (
        <li
          key={item.uid}
          className={styles.chip}
          data-status={item.status}
          aria-invalid={item.status === 'error' || undefined}
        >
          <span className={styles.chipIcon} aria-hidden>
            {item.status === 'error' ? <ExclamationCircleFilled /> : <FileIcon name={item.name} />}
          </span>
          <span className={styles.chipText}>
            <span className={styles.chipName} title={item.name}>
              {item.name}
            </span>
            {item.status === 'uploading' ? (
              // A bar like antd's small Progress, whose code the composer need not load for it.
              <span
                className={styles.chipProgress}
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={item.percent}
                aria-label={`${item.name} ${item.percent}%`}
              >
                <span className={styles.chipProgressBar} style={{ width: `${item.percent}%` }} />
              </span>
            ) : (
              <LaterTooltip title={item.error}>
                <span className={styles.chipMeta}>
                  {item.status === 'error' ? (item.error ?? t('files.failed')) : describeSize(item.size)}
                </span>
              </LaterTooltip>
            )}
          </span>
          <Button
            type="text"
            size="small"
            className={styles.chipRemove}
            icon={<CloseOutlined />}
            aria-label={t('files.remove', { name: item.name })}
            onClick={() => onRemove(item.uid)}
          />
        </li>
      ))}
    </ul>
  );
}
