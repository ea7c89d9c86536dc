import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './notebooks.module.css';

type IntroProps = {
  action: 'create' | 'signIn';
  onAction: () => void;
  /** Offered to a signed-in reader with no notebook yet: a ready notebook to try questions on. */
  onSample?: () => void;
  sampleLoading?: boolean;
};

/** What a new user sees: the product in two sentences and the one thing to do next. */
export function Intro({ action, onAction, onSample, sampleLoading }: IntroProps) {
  const { t } = useTranslation('notebooks');
  return (
    <div className={styles.intro} data-testid="notebooks-intro">
      <span className={styles.introEmoji} aria-hidden>
        📒
      </span>
      <h4 className={styles.introTitle}>{t('intro.title')}</h4>
      <p className={styles.introBody}>{t('intro.body')}</p>
      <div className={styles.introActions}>
        <Button type="primary" size="large" onClick={onAction}>
          {action === 'create' ? t('create.button') : t('intro.signIn')}
        </Button>
        {onSample && (
          <Button size="large" onClick={onSample} loading={sampleLoading}>
            {t('intro.sample')}
          </Button>
        )}
      </div>
    </div>
  );
}
