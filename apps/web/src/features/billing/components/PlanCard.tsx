import type { PlanStatus } from '@inkstone/contract/billing';
import { Button, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/stores/language.ts';
import type { Product } from '../api/get-products.ts';
import { formatDay, formatPrice } from '../format.ts';
import styles from './billing.module.css';

type Props = {
  kind: 'qa' | 'drawing';
  state: PlanStatus['qa'];
  product: Product | undefined;
  focused: boolean;
  onBuy: (product: Product) => void;
};

/** One plan (SPEC §6: Q&A and drawing are independent): status, expiry, prices, and buy or renew. */
export function PlanCard({ kind, state, product, focused, onBuy }: Props) {
  const { t } = useTranslation('billing');
  const language = useLanguage((s) => s.language);
  const titleId = useId();
  const month = product?.prices.find((price) => price.period === 'month');
  // The global Q&A plan reads SPEC §9's '20$ / month' because every price is written that way.
  const headline = month ? t('plan.perMonth', { price: formatPrice(month, language) }) : null;

  const status = state.active ? 'active' : state.expiresAt ? 'expired' : 'none';
  const statusColor = { active: 'success', expired: 'default', none: 'default' }[status];

  return (
    <section
      className={styles.card}
      aria-labelledby={titleId}
      data-testid={`plan-card-${kind}`}
      data-active={state.active}
      data-focus={focused}
    >
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          {t(`plan.${kind}.name`)}
        </h3>
        <Tag color={statusColor} data-testid="plan-status">
          {t(`plan.status.${status}`)}
        </Tag>
      </div>
      <Typography.Text type="secondary">{t(`plan.${kind}.pitch`)}</Typography.Text>
      {headline && (
        <div className={styles.headline} data-testid="plan-headline">
          {headline}
        </div>
      )}
      {product && (
        <ul className={styles.prices} aria-label={t(`plan.${kind}.name`)}>
          {product.prices.map((price) => (
            <li key={price.period}>
              <span>{t(`period.${price.period}`)}</span>
              <span>{formatPrice(price, language)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.status} data-testid="plan-expiry">
        {state.active && state.expiresAt ? (
          <Typography.Text strong>
            {t('plan.expires', { date: formatDay(state.expiresAt) })} · {t('meter.daysLeft', { count: state.daysLeft })}
          </Typography.Text>
        ) : state.expiresAt ? (
          <Typography.Text type="secondary">
            {t('plan.expiredOn', { date: formatDay(state.expiresAt) })}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('plan.none')}</Typography.Text>
        )}
      </div>
      <div className={styles.cardFoot}>
        <Button
          type={state.active ? 'default' : 'primary'}
          block
          disabled={!product}
          onClick={() => product && onBuy(product)}
        >
          {t(state.active ? 'plan.renew' : 'plan.purchase')}
        </Button>
        {state.active && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('plan.renewHint')}
          </Typography.Text>
        )}
      </div>
    </section>
  );
}
