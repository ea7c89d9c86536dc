import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './chat.module.css';

/**
 * A stored conversation whose first page could not be loaded, with a retry. A chunk of its own
 * (antd's Result and its pictures), fetched only when it happens.
 */
export default function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <Result
      className={styles.centered}
      status="warning"
      title={t('chat.loadFailed')}
      extra={<Button onClick={onRetry}>{t('chat.retry')}</Button>}
    />
  );
}
