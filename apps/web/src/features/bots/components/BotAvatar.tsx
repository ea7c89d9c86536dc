import { isPictureAvatar, DEFAULT_AVATAR } from '../model/form.ts';
import styles from './bots.module.css';

/** A bot's avatar: its uploaded picture, or its emoji, in a rounded square of `size` pixels. */
export function BotAvatar({ avatar, size = 48 }: { avatar: string; size?: number }) {
  const picture = isPictureAvatar(avatar);
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.6) }}
      aria-hidden
      data-testid="bot-avatar"
    >
      {picture ? <img src={avatar} alt="" width={size} height={size} /> : avatar || DEFAULT_AVATAR}
    </span>
  );
}
