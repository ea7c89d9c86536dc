import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './detail.module.css';

/**
 * No such notebook for this reader: deleted, never shared with them, or a mistyped address (the
 * server answers all three alike, so as not to tell an outsider what exists).
 */
export function NotebookMissing() {
  const { t } = useTranslation('notebookPage');
  const navigate = useNavigate();
  return (
    <div className={styles.state} role="alert" data-testid="notebook-missing">
      <span className={styles.bigEmoji} aria-hidden>
        🔍
      </span>
      <h3>{t('detail.missingTitle')}</h3>
      <p className={styles.hint}>{t('detail.missingBody')}</p>
      <Button type="primary" style={{ marginTop: 16 }} onClick={() => void navigate('/notebook')}>
        {t('detail.backToList')}
      </Button>
    </div>
  );
}
