import { Alert, Button, Flex, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { useExchangeCoupon, type CouponReward } from '../api/exchange-coupon.ts';
import { CouponResult } from './coupon-result.ts';

/**
 * The coupon dialog (SPEC §4, §5): the result resets when the dialog opens and whenever the
 * code changes; an empty code sends nothing; a refusal shows the server's own message.
 */
export function CouponDialog() {
  const { t } = useTranslation('billing');
  const open = useDialogs((state) => state.coupon);
  const close = useDialogs((state) => state.close);
  // Each opening mounts a new form (empty code, no result, a fresh exchange), even when it
  // reopens before the closing animation has unmounted the last one. Counted during render,
  // React's way of reacting to a changed value without an effect.
  const [wasOpen, setWasOpen] = useState(open);
  const [openings, setOpenings] = useState(0);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings(openings + 1);
  }
  return (
    <Modal
      open={open}
      title={t('coupon.title')}
      width={420}
      footer={null}
      onCancel={() => close('coupon')}
      centered
      destroyOnHidden
    >
      <CouponForm key={openings} />
    </Modal>
  );
}

function CouponForm() {
  const { t } = useTranslation('billing');
  const exchange = useExchangeCoupon();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [result, setResult] = useState<CouponResult>(CouponResult.none);
  const [reward, setReward] = useState<CouponReward | null>(null);
  const [failure, setFailure] = useState('');

  const onChange = (value: string) => {
    setCode(value);
    setResult(CouponResult.none);
  };

  const submit = () => {
    const actCode = code.trim();
    if (!actCode || exchange.isPending) return;
    exchange.mutate(actCode, {
      onSuccess: (answer) => {
        setReward(answer);
        setResult(CouponResult.success);
      },
      onError: (error) => {
        setFailure(error.message);
        setResult(CouponResult.failure);
      },
    });
  };

  return (
    <Flex vertical gap={16} data-testid="coupon-dialog" data-result={result}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Flex vertical gap={8}>
          <label htmlFor={inputId}>{t('coupon.label')}</label>
          <Flex gap={8}>
            <Input
              id={inputId}
              value={code}
              onChange={(event) => onChange(event.target.value)}
              placeholder={t('coupon.placeholder')}
              maxLength={64}
              autoComplete="off"
              autoFocus
              allowClear
            />
            <Button type="primary" htmlType="submit" loading={exchange.isPending}>
              {t('coupon.submit')}
            </Button>
          </Flex>
        </Flex>
      </form>
      {result === CouponResult.success && reward && (
        <Alert
          type="success"
          showIcon
          title={t('coupon.success')}
          description={t(`coupon.reward.${reward.kind}`, { amount: reward.amount })}
          role="status"
        />
      )}
      {result === CouponResult.failure && (
        <Alert type="error" showIcon title={t('coupon.failure')} description={failure} role="alert" />
      )}
    </Flex>
  );
}
