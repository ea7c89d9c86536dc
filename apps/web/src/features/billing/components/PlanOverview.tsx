import { GiftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Result, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs, type PlansRequest } from '@/shared/stores/dialogs.ts';
import { useLanguage } from '@/shared/stores/language.ts';
import { usePlans } from '../api/get-plans.ts';
import { productOf, useProducts, type Product } from '../api/get-products.ts';
import { openPayPage } from '../pay-page.ts';
import { watchForPayment } from '../payment-watch.ts';
import { PackageOffer } from './PackageOffer.tsx';
import { PlanCard } from './PlanCard.tsx';
import styles from './billing.module.css';

type Props = Partial<PlansRequest>;

/**
 * Both plans with their expiry and buy/renew buttons, the package offer and the coupon entry.
 * The settings Plan tab and the plan panel show the same thing.
 */
export function PlanOverview({ focus = null, limitReached = false }: Props) {
  const { t } = useTranslation(['billing', 'common']);
  const token = useAuth((state) => state.token);
  const language = useLanguage((state) => state.language);
  const { openLogin, open } = useDialogs();
  const client = useQueryClient();
  const plans = usePlans();
  const products = useProducts();

  if (!token) {
    return (
      <Empty description={t('panel.signIn')}>
        <Button type="primary" onClick={openLogin}>
          {t('common:actions.signIn')}
        </Button>
      </Empty>
    );
  }
  if (plans.isError || products.isError) {
    return (
      <Result
        status="warning"
        title={t('panel.error')}
        extra={
          <Button
            onClick={() => {
              if (plans.isError) void plans.refetch();
              if (products.isError) void products.refetch();
            }}
          >
            {t('panel.retry')}
          </Button>
        }
      />
    );
  }
  if (plans.isPending || products.isPending) {
    return (
      <div className={styles.overview} data-testid="plan-overview" aria-busy>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }

  const buy = (product: Product) => {
    // A refused ticket call has shown its toast already; there is no checkout to watch for.
    openPayPage({ productId: product.productId, language }).then(
      () => watchForPayment(client),
      () => undefined,
    );
  };
  const order: ('qa' | 'drawing')[] = focus === 'drawing' ? ['drawing', 'qa'] : ['qa', 'drawing'];

  return (
    <div className={styles.overview} data-testid="plan-overview">
      {/* Once the refused plan is bought (in another tab), the warning has done its job. */}
      {limitReached && !plans.data[focus ?? 'qa'].active && (
        <Alert type="warning" showIcon title={t(focus === 'drawing' ? 'panel.limit.drawing' : 'panel.limit.qa')} />
      )}
      <div className={styles.cards}>
        {order.map((kind) => (
          <PlanCard
            key={kind}
            kind={kind}
            state={plans.data[kind]}
            product={productOf(products.data, kind === 'qa' ? 'qaPlan' : 'drawingPlan')}
            focused={focus === kind}
            onBuy={buy}
          />
        ))}
      </div>
      <PackageOffer
        canBuy={plans.data.canBuyPackage}
        product={productOf(products.data, 'qaPackage')}
        extraQuestions={plans.data.extraQuestions}
        onBuy={buy}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('panel.payHint')}
      </Typography.Text>
      <div className={styles.footer}>
        <Button icon={<GiftOutlined aria-hidden />} onClick={() => open('coupon')}>
          {t('coupon.open')}
        </Button>
        {products.data.provider === 'sandbox' && (
          <Tag color="orange" data-testid="sandbox-note">
            {t('panel.sandbox')}
          </Tag>
        )}
      </div>
    </div>
  );
}
