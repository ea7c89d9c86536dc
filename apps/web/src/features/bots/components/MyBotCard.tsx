import { DeleteOutlined, EditOutlined, MessageOutlined, MinusCircleOutlined } from '@ant-design/icons';
import type { Bot } from '@inkstone/contract/bots';
import { Button, Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BotAvatar } from './BotAvatar.tsx';
import styles from './bots.module.css';

export type MyBotAction = 'chat' | 'edit' | 'delete' | 'unbind';

type Props = {
  bot: Bot;
  onAction: (action: MyBotAction) => void;
  /** Mine only: publish in Discover or make private. */
  onPublic?: (isPublic: boolean) => void;
  publicBusy?: boolean;
};

/**
 * One of My bots. Mine: chat, edit, delete, and the public switch; one I added: chat and remove
 * (with its maker's name).
 */
export function MyBotCard({ bot, onAction, onPublic, publicBusy }: Props) {
  const { t } = useTranslation('bots');
  const switchId = useId();
  return (
    <article className={styles.card} aria-label={bot.name} data-testid="my-bot-card">
      <div className={styles.cardTop}>
        <BotAvatar avatar={bot.avatar} />
        <div className={styles.cardTitle}>
          <h4 className={styles.name}>{bot.name}</h4>
          <div className={styles.meta}>
            <span>{bot.categoryName}</span>
            <span>{t('card.uses', { count: bot.uses })}</span>
            {!bot.isOwner && bot.ownerName && <span>{t('mine.by', { name: bot.ownerName })}</span>}
          </div>
        </div>
      </div>
      <p className={styles.description}>{bot.description || t('card.noDescription')}</p>
      {onPublic && (
        <div className={styles.meta}>
          <Switch
            id={switchId}
            size="small"
            checked={bot.isPublic}
            loading={publicBusy}
            onChange={(on) => onPublic(on)}
          />
          <label htmlFor={switchId}>{t('mine.publicSwitch')}</label>
        </div>
      )}
      <div className={styles.actions}>
        <Button type="primary" icon={<MessageOutlined aria-hidden />} onClick={() => onAction('chat')}>
          {t('card.chat')}
        </Button>
        {bot.isOwner ? (
          <>
            <Button icon={<EditOutlined aria-hidden />} onClick={() => onAction('edit')}>
              {t('mine.edit')}
            </Button>
            <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => onAction('delete')}>
              {t('mine.delete')}
            </Button>
          </>
        ) : (
          <Button icon={<MinusCircleOutlined aria-hidden />} onClick={() => onAction('unbind')}>
            {t('mine.unbind')}
          </Button>
        )}
      </div>
    </article>
  );
}
