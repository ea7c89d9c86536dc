import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { useAllowance } from '../api/get-allowance.ts';
import styles from './draw.module.css';

/**
 * "2 of 3 drawings left today", under the prompt box, so the limit is no surprise. It says
 * what counts (new pictures, not upscales: the contract's `countsAsDrawing`) and when the
 * day starts again; with none left on the free plan it offers the drawing plan.
 */
export function Allowance() {
  const { t, i18n } = useTranslation('draw');
  const { data: allowance } = useAllowance();
  const openPlans = useDialogs((state) => state.openPlans);
  if (!allowance) return null;
  const resets = new Date(allowance.resetsAt).toLocaleTimeString(i18n.language.replace('_', '-'), {
    hour: '2-digit',
    minute: '2-digit',
  });
  const out = allowance.left === 0;
  return (
    <div className={styles.allowance} data-testid="draw-allowance" role="status" data-left={allowance.left}>
      <span className={out ? styles.allowanceOut : styles.allowanceCount}>
        {t(allowance.plan ? 'allowance.leftPlan' : 'allowance.left', { left: allowance.left, limit: allowance.limit })}
      </span>
      <span className={styles.allowanceHint}>{t(out ? 'allowance.resets' : 'allowance.counts', { time: resets })}</span>
      {out && !allowance.plan && (
        <Button
          size="small"
          type="link"
          className={styles.allowanceMore}
          onClick={() => openPlans({ focus: 'drawing' })}
        >
          {t('allowance.more')}
        </Button>
      )}
    </div>
  );
}
