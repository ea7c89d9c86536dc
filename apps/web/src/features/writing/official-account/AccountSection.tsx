import { wechatAccountBody } from '@inkstone/contract/wechat';
import { Alert, Button, Form, Input, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaRule } from '@/shared/forms/schema-rule.ts';
import { toast } from '@/shared/ui/toast.ts';
import { useDeleteWechatAccount, useSaveWechatAccount, useWechatAccount } from './api.ts';
import { RefusalAlert } from './RefusalAlert.tsx';
import styles from './official-account.module.css';

type Fields = { appId: string; appSecret: string };

/**
 * The Official Account the studio publishes to: AppID and AppSecret, saved once WeChat has
 * issued a token for them. The secret goes in and never comes back: a saved account shows its
 * AppID only, with replace and remove. A refusal by WeChat shows beside the form, with the
 * IP-whitelist advice when WeChat refused this server's address.
 */
export function AccountSection() {
  const { t } = useTranslation('writing');
  const account = useWechatAccount();
  const save = useSaveWechatAccount();
  const remove = useDeleteWechatAccount();
  const [replacing, setReplacing] = useState(false);
  // Remove asks once more in place (a second button), rather than in a pop-over of its own.
  const [confirming, setConfirming] = useState(false);
  const [form] = Form.useForm<Fields>();
  const appIdRule = useSchemaRule(wechatAccountBody.shape.appId);
  const secretRule = useSchemaRule(wechatAccountBody.shape.appSecret);

  if (account.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (account.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('wechat.oa.loadFailed')}
        action={<Button onClick={() => void account.refetch()}>{t('wechat.oa.retry')}</Button>}
      />
    );

  const saved = account.data.hasSecret && account.data.appId;
  if (saved && !replacing)
    return (
      <div className={styles.saved}>
        <span data-testid="wechat-account-saved">{t('wechat.oa.savedFor', { appId: account.data.appId })}</span>
        <Space wrap>
          <Button
            onClick={() => {
              save.reset();
              form.setFieldsValue({ appId: account.data.appId ?? '', appSecret: '' });
              setReplacing(true);
            }}
          >
            {t('wechat.oa.replace')}
          </Button>
          {confirming ? (
            <>
              <span>{t('wechat.oa.removeConfirm')}</span>
              <Button
                danger
                type="primary"
                autoFocus
                loading={remove.isPending}
                onClick={() =>
                  remove.mutateAsync().then(
                    () => {
                      setConfirming(false);
                      toast('success', t('wechat.oa.removed'));
                    },
                    (error: Error) => toast('error', error.message || t('wechat.oa.loadFailed')),
                  )
                }
              >
                {t('wechat.oa.remove')}
              </Button>
              <Button onClick={() => setConfirming(false)}>{t('wechat.oa.cancel')}</Button>
            </>
          ) : (
            <Button danger onClick={() => setConfirming(true)}>
              {t('wechat.oa.remove')}
            </Button>
          )}
        </Space>
      </div>
    );

  const submit = (fields: Fields) =>
    save.mutate(
      { appId: fields.appId.trim(), appSecret: fields.appSecret.trim() },
      {
        onSuccess: () => {
          setReplacing(false);
          form.resetFields();
          toast('success', t('wechat.oa.saved'));
        },
      },
    );

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} className={styles.form}>
      {!saved && <p className={styles.note}>{t('wechat.oa.none')}</p>}
      <Form.Item name="appId" label={t('wechat.oa.appId')} rules={[appIdRule]} validateTrigger="onBlur">
        <Input autoComplete="off" spellCheck={false} placeholder="wx0123456789abcdef" />
      </Form.Item>
      <Form.Item
        name="appSecret"
        label={t('wechat.oa.appSecret')}
        rules={[secretRule]}
        validateTrigger="onBlur"
        extra={t('wechat.oa.secretHint')}
      >
        <Input.Password autoComplete="new-password" spellCheck={false} />
      </Form.Item>
      {save.error && <RefusalAlert error={save.error} />}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('wechat.oa.save')}
        </Button>
        {replacing && <Button onClick={() => setReplacing(false)}>{t('wechat.oa.cancel')}</Button>}
      </Space>
    </Form>
  );
}
