import type { ToBBot } from '@inkstone/contract/bots-tob';
import styles from './embed.module.css';

const isPicture = (avatar: string) => /^(\/|https?:\/\/)/.test(avatar);

/** The bot's avatar, name and description at the top of the visitor page. */
export function BotHeader({ bot }: { bot: ToBBot }) {
  return (
    <header className={styles.header}>
      <span className={styles.avatar} aria-hidden>
        {isPicture(bot.avatar) ? <img src={bot.avatar} alt="" /> : bot.avatar || '🤖'}
      </span>
      <div className={styles.headerText}>
        <h1 className={styles.name}>{bot.name}</h1>
        {bot.description ? <p className={styles.description}>{bot.description}</p> : null}
      </div>
    </header>
  );
}
