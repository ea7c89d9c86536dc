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

/** A bot's face in an empty conversation: its avatar (an emoji or a picture), name and greeting. */
export type BotIntro = { name: string; avatar: string; greeting: string; description: string };

const isPicture = (avatar: string) => /^(\/|https?:\/\/)/.test(avatar);

/**
 * An empty conversation: what the chat can do, and a few prompts to start from; for a bot, the
 * bot's greeting first (SPEC §2 bot chat) instead of the general prompts.
 */
export function Welcome({
  intro,
  loggedIn,
  onPick,
  onSignIn,
}: {
  intro?: BotIntro | undefined;
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
  if (intro) {
    const avatar = isPicture(intro.avatar) ? (
      <img src={intro.avatar} alt="" width={48} height={48} />
    ) : (
      <span className={styles.botAvatar} aria-hidden>
        {intro.avatar}
      </span>
    );
    return (
      <div className={styles.welcome}>
        <XWelcome
          className={styles.welcomeCard}
          variant="borderless"
          icon={avatar}
          title={intro.name}
          description={intro.greeting || intro.description}
          extra={isMobile ? undefined : signIn}
        />
        {isMobile && signIn}
      </div>
    );
  }
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
