import { CloseOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Progress, Tooltip } from 'antd';
import { Limits } from '@inkstone/contract/limits';
import { useTranslation } from 'react-i18next';
import { removeFromBag } from '../state/bag.ts';
import type { BagItem } from '../state/types.ts';
import styles from './draw.module.css';

/** The pictures picked for the next drawing: thumbnails with upload progress, each removable. */
export function ImageBag({ items }: { items: BagItem[] }) {
  const { t } = useTranslation('draw');
  if (!items.length) return null;
  return (
    <div
      className={styles.bag}
      role="list"
      aria-label={t('bag.label', { n: items.length, max: Limits.drawingImagesMax })}
    >
      {items.map((item, i) => (
        <div
          key={item.uid}
          role="listitem"
          className={styles.bagItem}
          data-status={item.status}
          data-testid="bag-item"
          aria-label={t('bag.item', { index: i + 1, name: item.name })}
        >
          {item.preview || item.url ? (
            <img src={item.preview || item.url} alt="" className={styles.bagThumb} />
          ) : (
            <span className={styles.bagThumb} />
          )}
          {item.status === 'uploading' && (
            <span className={styles.bagOverlay}>
              <Progress type="circle" size={32} percent={item.percent} aria-label={t('bag.uploading')} />
            </span>
          )}
          {item.status === 'error' && (
            <Tooltip title={item.error}>
              <span className={styles.bagOverlay} data-error>
                <ExclamationCircleFilled aria-label={t('bag.failed')} />
              </span>
            </Tooltip>
          )}
          <Button
            className={styles.bagRemove}
            size="small"
            shape="circle"
            icon={<CloseOutlined />}
            aria-label={t('bag.remove', { name: item.name })}
            onClick={() => removeFromBag(item.uid)}
          />
        </div>
      ))}
      <span className={styles.bagCount}>
        {items.length}/{Limits.drawingImagesMax}
      </span>
    </div>
  );
}
