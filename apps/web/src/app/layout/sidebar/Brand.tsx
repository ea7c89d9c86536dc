import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './Sidebar.module.css';

export function Brand() {
  const { t } = useTranslation();
  return (
    <Link to="/" className={styles.brand}>
      <img src="/icons/icon.svg" alt="" />
      <span className={styles.label}>{t('appName')}</span>
    </Link>
  );
}
