import { BulbOutlined, CodeOutlined, EditOutlined, ScheduleOutlined } from '@ant-design/icons';
import { Prompts, Welcome as XWelcome } from '@ant-design/x';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/shared/platform/media.ts';
import styles from './chat.module.css';

const SUGGESTIONS = [
  { key: 'explain', icon: <BulbOutlined /> },
  { key: 'code', icon: <CodeOutlined /> },
  { key: 'plan', icon: <ScheduleOutlined /> },
  { key: 'write', icon: <EditOutlined /> },
] as const;

/** An empty conversation: what the chat can do, and a few prompts to start from. */
export function Welcome({
  loggedIn,
  onPick,
  onSignIn,
}: {
  loggedIn: boolean;
  onPick: (prompt: string) => void;
  onSignIn: () => void;
}) {
  const { t } = useTranslation('chat');
  // Beside the heading on a phone, the button squeezes it into a one-word column: put it below.
  const isMobile = useIsMobile();
  const signIn = loggedIn ? undefined : (
    // flex: none — the welcome column scrolls, and would otherwise squeeze the button flat.
    <Button type="primary" onClick={onSignIn} block={isMobile} style={{ flex: 'none' }}>
      {t('welcome.signIn')}
    </Button>
  );
  return (
    <div className={styles.welcome}>
      <XWelcome
        className={styles.welcomeCard}
        variant="borderless"
        icon={<img src="/favicon.svg" alt="" width={48} height={48} />}
        title={t('welcome.title')}
        description={t('welcome.description')}
        extra={isMobile ? undefined : signIn}
      />
      {isMobile && signIn}
      <Prompts
        className={styles.prompts}
        title={t('welcome.suggestions')}
        wrap
        items={SUGGESTIONS.map(({ key, icon }) => ({
          key,
          icon,
          label: t(`welcome.${key}.label`),
          description: t(`welcome.${key}.prompt`),
        }))}
        onItemClick={({ data }) => onPick(t(`welcome.${data.key as (typeof SUGGESTIONS)[number]['key']}.prompt`))}
      />
    </div>
  );
}
