import { Limits } from '@inkstone/contract/limits';
import { Button, Form, Input, Skeleton, Switch, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '@/shared/forms/rules.ts';
import { toast } from '@/shared/ui/toast.ts';
import { useSaveUserSetting, useUserSetting } from './api/user-setting.ts';
import styles from './AccountTabs.module.css';

type Values = { useCustomer: boolean; customer: string };

/**
 * Settings → Personalization: custom instructions with their switch and a live counter out of
 * 1500 (SPEC §5); the text is kept but cannot be edited while the switch is off.
 */
export function PersonalizationTab() {
  const { t } = useTranslation(['account', 'common']);
  const r = useRules();
  const setting = useUserSetting();
  const save = useSaveUserSetting();
  const [form] = Form.useForm<Values>();
  const enabled = Form.useWatch('useCustomer', form) ?? false;
  const text = Form.useWatch('customer', form) ?? '';
  const toggleLabel = useId();

  useEffect(() => {
    if (setting.data) form.setFieldsValue(setting.data);
  }, [form, setting.data]);

  const changed =
    setting.data !== undefined && (enabled !== setting.data.useCustomer || text !== setting.data.customer);
  const tooLong = text.length > Limits.customInstructionsMax;

  const submit = async (values: Values) => {
    await save.mutateAsync({ useCustomer: values.useCustomer, customer: values.customer ?? '' });
    toast('success', t('common:toast.update'));
  };

  if (!setting.data) return <Skeleton active paragraph={{ rows: 6 }} />;

  return (
    <div className={styles.tab}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={setting.data}
        onFinish={(values) => void submit(values).catch(() => undefined)}
      >
        <section className={styles.section}>
          <Typography.Title level={5} className={styles.heading}>
            {t('custom.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" className={styles.status}>
            {t('custom.hint')}
          </Typography.Paragraph>
          <div className={styles.toggleRow}>
            <Typography.Text strong id={toggleLabel}>
              {t('custom.toggle')}
            </Typography.Text>
            <Form.Item name="useCustomer" valuePropName="checked" noStyle>
              <Switch aria-labelledby={toggleLabel} />
            </Form.Item>
          </div>
          <Form.Item name="customer" label={t('custom.label')} rules={r.customInstructions}>
            <Input.TextArea
              disabled={!enabled}
              placeholder={t('custom.placeholder')}
              autoSize={{ minRows: 8, maxRows: 14 }}
              maxLength={Limits.customInstructionsMax}
              showCount
              data-testid="custom-instructions"
            />
          </Form.Item>
          <div>
            <Button type="primary" htmlType="submit" disabled={!changed || tooLong} loading={save.isPending}>
              {t('common:actions.save')}
            </Button>
          </div>
        </section>
      </Form>
    </div>
  );
}
