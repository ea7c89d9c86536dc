import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import { botPluginsSchema, type Bot, type BotPlugins } from '@inkstone/contract/bots';
import { Alert, Button, Form, Input, Select, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRefusalOrReport } from '@/shared/api/report.ts';
import { useSchemaRule } from '@/shared/forms/schema-rule.ts';
import { toast } from '@/shared/ui/toast.ts';
import { useUpdateBot } from '../api/mutations.ts';
import { LastDigest } from './LastDigest.tsx';
import styles from './editor.module.css';

/** The reader's own time zone, where the browser says it. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Shanghai';

const zones = () => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [localZone()];
  }
};

/**
 * The plugins tab (SPEC §3 "plugin email/SMS with send time"): a daily digest of the bot's new
 * conversations by email and/or SMS at a time of day in the owner's time zone, saved through
 * `update`. The server keeps them for Pro members and says so in its own words otherwise.
 */
export function PluginsTab({ bot }: { bot: Bot }) {
  const { t } = useTranslation('bots');
  const [form] = Form.useForm<BotPlugins>();
  const update = useUpdateBot();
  const [refusal, setRefusal] = useState<string | null>(null);
  const timeRule = useSchemaRule(botPluginsSchema.shape.sendTime);
  const zoneOptions = useMemo(() => zones().map((zone) => ({ value: zone, label: zone })), []);
  const initial: BotPlugins = bot.plugins ?? { email: false, sms: false, sendTime: '09:00', timeZone: localZone() };

  const save = async (values: BotPlugins) => {
    const plugins = botPluginsSchema.safeParse(values);
    if (!plugins.success) return;
    setRefusal(null);
    try {
      await update.mutateAsync({ tableId: bot.tableId, plugins: plugins.data });
      toast('success', t('form.saved'));
    } catch (caught) {
      showRefusalOrReport(caught, setRefusal);
    }
  };

  return (
    <Form
      form={form}
      name="bot-plugins"
      layout="vertical"
      className={styles.section}
      initialValues={initial}
      onFinish={save}
      onValuesChange={() => setRefusal(null)}
    >
      <p className={styles.hint}>{t('plugins.intro')}</p>
      <LastDigest botId={bot.tableId} />
      <div className={styles.plugin}>
        <label className={styles.pluginName} htmlFor="bot-plugins_email">
          <MailOutlined aria-hidden />
          {t('plugins.email')}
        </label>
        <Form.Item name="email" valuePropName="checked" noStyle>
          <Switch />
        </Form.Item>
      </div>
      <div className={styles.plugin}>
        <label className={styles.pluginName} htmlFor="bot-plugins_sms">
          <MessageOutlined aria-hidden />
          {t('plugins.sms')}
        </label>
        <Form.Item name="sms" valuePropName="checked" noStyle>
          <Switch />
        </Form.Item>
      </div>
      <div className={styles.row}>
        <Form.Item name="sendTime" label={t('plugins.time')} rules={[timeRule]}>
          <Input type="time" step={60} />
        </Form.Item>
        <Form.Item name="timeZone" label={t('plugins.zone')}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={zoneOptions} />
        </Form.Item>
      </div>
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" />}
      <div className={styles.footer}>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('plugins.save')}
        </Button>
      </div>
    </Form>
  );
}
