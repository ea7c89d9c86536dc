import type { TranslateQuota } from '@inkstone/contract/translate';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { pagesLeftToday } from '../model/request.ts';
import styles from '../translate.module.css';

type Props = { quota: TranslateQuota | undefined; failed: boolean };

/** The allowance: pages per file, and today's pages left of the day's (free or plan). */
export function QuotaMeter({ quota, failed }: Props) {
  const { t } = useTranslation('translate');
  if (failed) return <p className={styles.hint}>{t('quota.failed')}</p>;
  if (!quota) return null;
  const left = pagesLeftToday(quota);
  const label = t('quota.today', { left, perDay: quota.perDay });
  return (
    <section className={styles.fieldset} aria-label={quota.vip ? t('quota.vip') : t('quota.title')}>
      <span className={styles.hint}>
        {quota.vip ? t('quota.vip') : t('quota.title')} · {t('quota.perFile', { count: quota.perFile })}
      </span>
      <span className={styles.hint}>{label}</span>
      <Progress
        percent={quota.perDay ? Math.round((left / quota.perDay) * 100) : 0}
        showInfo={false}
        size="small"
        aria-label={label}
      />
    </section>
  );
}
