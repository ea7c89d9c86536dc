import type { BotDigest } from '@inkstone/contract/bot-digest';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLastDigest } from '../api/last-digest.ts';
import styles from './editor.module.css';

const color = { sent: 'success', failed: 'error', skipped: 'default', sending: 'processing' } as const;

/** How the last digest went: its day, its counts and each channel's outcome (with the reason of a failure). */
export function LastDigest({ botId }: { botId: string }) {
  const { t } = useTranslation('bots');
  const digest = useLastDigest(botId);
  if (digest.isPending || digest.isError) return null;
  if (!digest.data)
    return (
      <p className={styles.hint} data-testid="last-digest">
        {t('plugins.never')}
      </p>
    );
  const last: BotDigest = digest.data;
  const channel = (name: 'email' | 'sms') => {
    const outcome = last[name];
    if (!outcome) return null;
    return (
      <Tag key={name} color={color[outcome.status]}>
        {t(`plugins.${name}`)}: {t(`plugins.status.${outcome.status}`)}
        {outcome.reason ? ` (${outcome.reason})` : ''}
      </Tag>
    );
  };
  return (
    <div className={styles.hint} data-testid="last-digest">
      <p className={styles.hint}>
        {t('plugins.last', { day: last.day, conversations: last.conversations, questions: last.questions })}{' '}
        <Tag color={color[last.status]}>{t(`plugins.status.${last.status}`)}</Tag>
      </p>
      {channel('email')}
      {channel('sms')}
    </div>
  );
}
