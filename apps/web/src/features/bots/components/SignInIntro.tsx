import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './bots.module.css';

/** What a visitor sees on My bots: what bots are for, and the one thing to do next. */
export function SignInIntro({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation('bots');
  return (
    <div className={styles.intro} data-testid="bots-sign-in">
      <span className={styles.introEmoji} aria-hidden>
        🤖
      </span>
      <h4 className={styles.introTitle}>{t('mine.signInTitle')}</h4>
      <p className={styles.introBody}>{t('mine.signInBody')}</p>
      <Button type="primary" size="large" onClick={onSignIn}>
        {t('mine.signIn')}
      </Button>
    </div>
  );
}
