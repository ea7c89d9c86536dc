import { CrownFilled } from '@ant-design/icons';
import type { ChatCount } from '@inkstone/contract/billing';
import { Button, Progress, Skeleton, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/stores/auth.ts';
import { useChatCount } from '../api/get-chat-count.ts';
import { formatDay } from '../format.ts';
import styles from './billing.module.css';

/**
 * The sidebar meter (SPEC §4): Pro shows the expiry date and the days left; free shows
 * today's questions out of the free total, plus extra questions when there are any. Signed
 * out, it asks for nothing and shows no numbers.
 */
export function PlanMeter({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('billing');
  const loggedIn = useAuth((state) => Boolean(state.token));
  const count = useChatCount();

  if (!loggedIn) {
    if (collapsed) return null;
    return (
      <div className={styles.meter} data-testid="plan-meter" data-state="guest">
        <span className={styles.muted}>{t('meter.guest')}</span>
      </div>
    );
  }
  if (count.isPending) {
    return (
      <div
        className={collapsed ? styles.compact : styles.meter}
        data-testid="plan-meter"
        data-state="loading"
        aria-busy
      >
        <Skeleton.Button active size="small" block={!collapsed} />
      </div>
    );
  }
  if (count.isError) {
    if (collapsed) return null;
    return (
      <div className={styles.meter} data-testid="plan-meter" data-state="error">
        <div className={styles.meterHead}>
          <span className={styles.muted}>{t('meter.error')}</span>
          <Button type="link" size="small" onClick={() => void count.refetch()} style={{ padding: 0, height: 'auto' }}>
            {t('meter.retry')}
          </Button>
        </div>
      </div>
    );
  }
  return count.data.isPay ? (
    <ProMeter count={count.data} collapsed={collapsed} />
  ) : (
    <FreeMeter count={count.data} collapsed={collapsed} />
  );
}

type MeterProps = { count: ChatCount; collapsed: boolean };

function FreeMeter({ count, collapsed }: MeterProps) {
  const { t } = useTranslation('billing');
  const used = Math.min(count.dailyCount, count.totalfreeCount);
  const total = count.totalfreeCount;
  const percent = total > 0 ? Math.round((used / total) * 100) : 100;
  const status = used >= total ? 'exception' : 'normal';
  const today = t('meter.today', { used, total });
  const extra = count.FixedCount > 0 ? t('meter.extra', { count: count.FixedCount }) : null;

  if (collapsed) {
    const summary = [t('meter.free'), today, extra].filter(Boolean).join(' · ');
    return (
      <Tooltip title={summary} placement="right">
        <div className={styles.compact} data-testid="plan-meter" data-plan="free" role="img" aria-label={summary}>
          {/* The ring counts what was used, like the expanded meter: one meaning everywhere. */}
          <Progress type="circle" size={34} percent={percent} status={status} format={() => used} strokeWidth={10} />
        </div>
      </Tooltip>
    );
  }
  return (
    <div className={styles.meter} data-testid="plan-meter" data-plan="free" role="group" aria-label={t('meter.label')}>
      <div className={styles.meterHead}>
        <span className={styles.planName}>{t('meter.free')}</span>
        <span className={styles.usage} data-testid="meter-usage">
          {today}
        </span>
      </div>
      <Progress percent={percent} status={status} showInfo={false} size="small" aria-label={today} />
      {extra && (
        <span className={styles.muted} data-testid="meter-extra">
          {extra}
        </span>
      )}
    </div>
  );
}

function ProMeter({ count, collapsed }: MeterProps) {
  const { t } = useTranslation('billing');
  const expires = count.deadline ? t('meter.expires', { date: formatDay(count.deadline) }) : '';
  const left = t('meter.daysLeft', { count: count.remainder });
  const extra = count.FixedCount > 0 ? t('meter.extra', { count: count.FixedCount }) : null;

  if (collapsed) {
    const summary = [t('meter.pro'), expires, left, extra].filter(Boolean).join(' · ');
    return (
      <Tooltip title={summary} placement="right">
        <div className={styles.compact} data-testid="plan-meter" data-plan="pro" role="img" aria-label={summary}>
          <CrownFilled className={styles.crown} style={{ fontSize: 20 }} />
        </div>
      </Tooltip>
    );
  }
  return (
    <div className={styles.meter} data-testid="plan-meter" data-plan="pro" role="group" aria-label={t('meter.label')}>
      <div className={styles.meterHead}>
        <span className={`${styles.planName} ${styles.pro}`}>
          <CrownFilled className={styles.crown} aria-hidden />
          {t('meter.pro')}
        </span>
        <span className={styles.usage} data-testid="meter-days-left">
          {left}
        </span>
      </div>
      {count.totalDay > 0 && (
        <Progress
          percent={Math.round((count.remainder / Math.max(count.totalDay, count.remainder)) * 100)}
          status="normal"
          showInfo={false}
          size="small"
          aria-label={left}
        />
      )}
      <span className={styles.muted} data-testid="meter-expiry">
        {expires}
      </span>
      {extra && (
        <span className={styles.muted} data-testid="meter-extra">
          {extra}
        </span>
      )}
    </div>
  );
}
