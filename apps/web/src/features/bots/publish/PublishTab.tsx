import './i18n.ts';
import { ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, InputNumber, Result, Space, Spin, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bot } from '@inkstone/contract/bots';
import { EmbedLimits, embedDailyCap } from '@inkstone/contract/bots-tob';
import { ApiError } from '@/shared/api/errors.ts';
import { useSchemaRule } from '@/shared/forms/schema-rule.ts';
import { toast } from '@/shared/ui/toast.ts';
import { embedSettingsQuery, useSetEmbed } from './api.ts';
import { iframeSnippet, scriptSnippet, visitorPageUrl } from './snippets.ts';
import { Snippet } from './Snippet.tsx';

type Values = { enabled: boolean; dailyCap: number };

/**
 * The bot editor's "External publishing" tab (SPEC role b): turn the visitor page on, set the
 * daily cap the owner pays for, and copy the bubble script or a frame for their site. The server
 * keeps it for Pro members and public bots, and says so in its own words otherwise.
 */
export function PublishTab({ bot }: { bot: Bot }) {
  const { t } = useTranslation('botPublish');
  const settings = useQuery(embedSettingsQuery(bot.tableId));
  const save = useSetEmbed(bot.tableId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const capRule = useSchemaRule(embedDailyCap);
  const origin = window.location.origin;

  if (settings.isPending) return <Spin aria-label={t('title')} />;
  if (settings.isError)
    return (
      <Result
        status="warning"
        title={t('loadError')}
        extra={<Button onClick={() => void settings.refetch()}>{t('retry')}</Button>}
      />
    );
  const current = settings.data;

  const submit = async (values: Values) => {
    setRefusal(null);
    try {
      await save.mutateAsync(values);
      toast('success', t('saved'));
    } catch (error) {
      // A refusal the server explains (the plan) stays beside the form, not only in a toast.
      if (error instanceof ApiError && error.kind === 'envelope') setRefusal(error.message);
    }
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 720 }}>
      <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
      {!bot.isPublic ? <Alert type="info" showIcon title={t('needsPublic')} /> : null}
      <Form<Values>
        layout="vertical"
        initialValues={{ enabled: current.enabled, dailyCap: current.dailyCap }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="dailyCap"
          label={t('dailyCap')}
          extra={t('dailyCapHelp', { used: current.usedToday, cap: current.dailyCap })}
          rules={[capRule]}
        >
          <InputNumber min={EmbedLimits.dailyCapMin} max={EmbedLimits.dailyCapMax} precision={0} />
        </Form.Item>
        {refusal ? <Alert type="warning" showIcon title={refusal} style={{ marginBottom: 16 }} /> : null}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </Form>
      <Alert
        type={current.live ? 'success' : 'info'}
        showIcon
        title={current.live ? t('live') : t('notLive')}
        action={
          <Button
            type="link"
            icon={<ExportOutlined />}
            href={visitorPageUrl(origin, bot.tableId)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('preview')}
          </Button>
        }
      />
      <Snippet title={t('scriptTitle')} help={t('scriptHelp')} code={scriptSnippet(origin, bot.tableId)} />
      <Snippet title={t('iframeTitle')} help={t('iframeHelp')} code={iframeSnippet(origin, bot.tableId)} />
    </Space>
  );
}
