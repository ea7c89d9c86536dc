import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './notebooks.module.css';

/** What a new user sees: the product in two sentences and the one thing to do next. */
export function Intro({ action, onAction }: { action: 'create' | 'signIn'; onAction: () => void }) {
  const { t } = useTranslation('notebooks');
  return (
    <div className={styles.intro} data-testid="notebooks-intro">
      <span className={styles.introEmoji} aria-hidden>
        📒
      </span>
      <h4 className={styles.introTitle}>{t('intro.title')}</h4>
      <p className={styles.introBody}>{t('intro.body')}</p>
      <Button type="primary" size="large" onClick={onAction}>
        {action === 'create' ? t('create.button') : t('intro.signIn')}
      </Button>
    </div>
  );
}
