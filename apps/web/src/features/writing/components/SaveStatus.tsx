import { CheckOutlined, CloudSyncOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../model/autosaver.ts';
import styles from './write.module.css';

/** Where the text is: saved, waiting, on its way, kept here while the server is away, refused. */
export function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation('writing');
  const { status } = state;
  const icon =
    status === 'saved' ? (
      <CheckOutlined />
    ) : status === 'saving' ? (
      <LoadingOutlined />
    ) : status === 'unsaved' ? (
      <CloudSyncOutlined />
    ) : (
      <ExclamationCircleOutlined />
    );
  return (
    <span
      className={styles.saveStatus}
      data-status={status}
      role="status"
      aria-live="polite"
      title={state.error ?? undefined}
      data-testid="save-status"
    >
      {icon} {t(`save.${status}`)}
    </span>
  );
}
