import { LockOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/stores/language.ts';
import type { Product } from '../api/get-products.ts';
import { formatPrice } from '../format.ts';
import styles from './billing.module.css';

type Props = {
  canBuy: boolean;
  product: Product | undefined;
  extraQuestions: number;
  onBuy: (product: Product) => void;
};

/** SPEC §6: packages of extra questions are sold only while the Q&A plan is active. */
export function PackageOffer({ canBuy, product, extraQuestions, onBuy }: Props) {
  const { t } = useTranslation('billing');
  const language = useLanguage((state) => state.language);
  const price = product?.prices[0];
  const left = extraQuestions > 0 && (
    <Typography.Text type="secondary" data-testid="extra-questions">
      {t('package.left', { count: extraQuestions })}
    </Typography.Text>
  );

  if (!canBuy || !product || !price) {
    return (
      <>
        <div className={styles.packageLocked} data-testid="package-locked">
          <LockOutlined aria-hidden />
          <span>{t('package.locked')}</span>
        </div>
        {left}
      </>
    );
  }
  return (
    <section className={styles.package} aria-label={t('package.name')} data-testid="package-offer">
      <div>
        <Typography.Text strong>{t('package.name')}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{t('package.pitch')}</Typography.Text>
        {left && <br />}
        {left}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <span className={styles.headline} style={{ fontSize: 18 }}>
          {formatPrice(price, language)}
        </span>
        <Button type="primary" onClick={() => onBuy(product)}>
          {t('package.buy')}
        </Button>
      </div>
    </section>
  );
}
