import { CheckOutlined, MessageOutlined, PlusOutlined } from '@ant-design/icons';
import type { Bot } from '@inkstone/contract/bots';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { BotAvatar } from './BotAvatar.tsx';
import styles from './bots.module.css';

export type BotCardProps = {
  bot: Bot;
  onChat: () => void;
  /** Adds the bot to My bots; left out for the reader's own bots. */
  onBind?: () => void;
  binding?: boolean;
};

/** One public bot in Discover: avatar, name, description, category and uses, with chat and add. */
export function BotCard({ bot, onChat, onBind, binding }: BotCardProps) {
  const { t } = useTranslation('bots');
  return (
    <article className={styles.card} aria-label={bot.name} data-testid="bot-card">
      <div className={styles.cardTop}>
        <BotAvatar avatar={bot.avatar} />
        <div className={styles.cardTitle}>
          <h4 className={styles.name}>{bot.name}</h4>
          <div className={styles.meta}>
            {bot.isOfficial && <Tag color="gold">{t('card.official')}</Tag>}
            <span>{bot.categoryName}</span>
            <span>{t('card.uses', { count: bot.uses })}</span>
          </div>
        </div>
      </div>
      <p className={styles.description}>{bot.description || t('card.noDescription')}</p>
      {bot.tags.length > 0 && (
        <div className={styles.meta}>
          {bot.tags.map((tag) => (
            <Tag key={tag.id} bordered={false}>
              {tag.name}
            </Tag>
          ))}
        </div>
      )}
      <div className={styles.actions}>
        <Button type="primary" icon={<MessageOutlined aria-hidden />} onClick={onChat}>
          {t('card.chat')}
        </Button>
        {onBind &&
          (bot.isBound ? (
            <Button icon={<CheckOutlined aria-hidden />} disabled>
              {t('card.bound')}
            </Button>
          ) : (
            <Button icon={<PlusOutlined aria-hidden />} onClick={onBind} loading={binding}>
              {t('card.bind')}
            </Button>
          ))}
      </div>
    </article>
  );
}
