import { botCreateBody, BotLimits, ORIGINALITY_MAX, ORIGINALITY_MIN, type Bot } from '@inkstone/contract/bots';
import { DEFAULT_MODEL } from '@inkstone/contract/models';
import { Alert, Button, Form, Input, InputNumber, Select, Slider, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRefusalOrReport } from '@/shared/api/report.ts';
import { contractText, retryOutOfDate, useSchemaRule } from '@/shared/forms/schema-rule.ts';
import { useSubmittable } from '@/shared/forms/use-submittable.ts';
import { toast } from '@/shared/ui/toast.ts';
import { useTags } from '../api/discover.ts';
import { useBotModels } from '../api/models.ts';
import { useCreateBot, useUpdateBot } from '../api/mutations.ts';
import { categories, useCategoryLabel } from '../model/categories.ts';
import { bodyOf, newBotValues, valuesOf, type BotFormValues } from '../model/form.ts';
import { AvatarField } from './AvatarField.tsx';
import styles from './editor.module.css';

const shape = botCreateBody.shape;

type Props = {
  /** The bot to edit; left out to create one. */
  bot?: Bot;
  /** A new bot was created (the page moves to its editor). */
  onCreated?: (bot: Bot) => void;
};

/**
 * The configuration tab (SPEC §3 bot form fields): every field checked by the contract's own
 * schema, so the form refuses what the server would, in the reader's language. Save stays
 * disabled until the form is valid; a server refusal shows above the button.
 */
export function ConfigForm({ bot, onCreated }: Props) {
  const { t, i18n } = useTranslation('bots');
  const [form] = Form.useForm<BotFormValues>();
  const valid = useSubmittable(form);
  const models = useBotModels();
  const tags = useTags(i18n.language);
  const categoryLabel = useCategoryLabel();
  const create = useCreateBot();
  const update = useUpdateBot();
  const [refusal, setRefusal] = useState<string | null>(null);
  const originality = Form.useWatch('originality', form) ?? bot?.originality ?? 3;

  const rules = {
    name: useSchemaRule(shape.name),
    description: useSchemaRule(shape.description),
    prompt: useSchemaRule(shape.prompt),
    greeting: useSchemaRule(shape.greeting),
    account: useSchemaRule(shape.officialAccountName),
    tags: useSchemaRule(shape.tags),
    threshold: useSchemaRule(shape.scoreThreshold),
  };
  const thresholdRequired = { required: true, message: contractText('bot.threshold', i18n.language) };

  const finish = async (values: BotFormValues) => {
    const body = bodyOf(values);
    if (!body) return;
    setRefusal(null);
    try {
      if (bot) {
        await update.mutateAsync({ tableId: bot.tableId, ...body });
        toast('success', t('form.saved'));
      } else {
        const created = await create.mutateAsync(body);
        toast('success', t('form.created'));
        onCreated?.(created);
      }
    } catch (caught) {
      showRefusalOrReport(caught, setRefusal);
    }
  };

  const levelLabel = (level: number) => `${level} · ${t(`originality.${level}` as 'originality.1')}`;
  const defaultModel = models.data?.find((entry) => entry.default)?.model ?? DEFAULT_MODEL;

  return (
    <Form
      form={form}
      className={styles.form}
      name={bot ? 'bot-update' : 'bot-create'}
      layout="vertical"
      initialValues={bot ? valuesOf(bot) : newBotValues(defaultModel)}
      onFinish={finish}
      onFinishFailed={retryOutOfDate(finish)}
      onValuesChange={() => setRefusal(null)}
      scrollToFirstError
    >
      <Form.Item name="avatar" label={t('form.avatar')}>
        <AvatarField />
      </Form.Item>
      <Form.Item name="name" label={t('form.name')} rules={[rules.name]} validateFirst required>
        <Input placeholder={t('form.namePlaceholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t('form.description')} rules={[rules.description]}>
        <Input.TextArea
          placeholder={t('form.descriptionPlaceholder')}
          autoSize={{ minRows: 2, maxRows: 5 }}
          showCount
          maxLength={BotLimits.descriptionMax}
        />
      </Form.Item>
      <Form.Item name="model" label={t('form.model')}>
        <Select
          loading={models.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={(models.data ?? []).map((entry) => ({
            value: entry.model,
            label: entry.label,
            disabled: !entry.enabled,
          }))}
        />
      </Form.Item>
      <Form.Item name="prompt" label={t('form.prompt')} rules={[rules.prompt]} required>
        <Input.TextArea
          placeholder={t('form.promptPlaceholder')}
          autoSize={{ minRows: 4, maxRows: 14 }}
          showCount
          maxLength={BotLimits.promptMax}
        />
      </Form.Item>
      <Form.Item name="greeting" label={t('form.greeting')} rules={[rules.greeting]}>
        <Input.TextArea
          placeholder={t('form.greetingPlaceholder')}
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={BotLimits.greetingMax}
        />
      </Form.Item>
      <div className={styles.row}>
        <Form.Item
          name="scoreThreshold"
          label={t('form.threshold')}
          extra={t('form.thresholdHelp')}
          rules={[thresholdRequired, rules.threshold]}
          validateFirst
        >
          <InputNumber min={0} max={1} step={0.05} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('form.originality')} extra={t('form.originalityHelp')}>
          <Form.Item name="originality" noStyle>
            <Slider
              min={ORIGINALITY_MIN}
              max={ORIGINALITY_MAX}
              step={1}
              dots
              tooltip={{ formatter: (level) => (level ? levelLabel(level) : '') }}
              ariaLabelForHandle={t('form.originality')}
              ariaValueTextFormatterForHandle={(level) => (level ? levelLabel(level) : '')}
            />
          </Form.Item>
          <span className={styles.levelLabel} data-testid="originality-level">
            {levelLabel(originality)}
          </span>
        </Form.Item>
      </div>
      <div className={styles.row}>
        <Form.Item name="category" label={t('form.category')}>
          <Select
            placeholder={t('form.categoryPlaceholder')}
            options={categories.map((category) => ({ value: category, label: categoryLabel(category) }))}
          />
        </Form.Item>
        <Form.Item name="tags" label={t('form.tags')} rules={[rules.tags]}>
          <Select
            mode="multiple"
            allowClear
            maxCount={BotLimits.tagsMax}
            placeholder={t('form.tagsPlaceholder')}
            loading={tags.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
          />
        </Form.Item>
      </div>
      <div className={styles.row}>
        <Form.Item name="isPublic" label={t('form.public')} extra={t('form.publicHelp')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="showKnowledge"
          label={t('form.showKnowledge')}
          extra={t('form.showKnowledgeHelp')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      </div>
      <Form.Item name="officialAccountName" label={t('form.account')} rules={[rules.account]}>
        <Input placeholder={t('form.accountPlaceholder')} maxLength={100} autoComplete="off" />
      </Form.Item>
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" style={{ marginBottom: 12 }} />}
      <div className={styles.footer}>
        <Button type="primary" htmlType="submit" disabled={!valid} loading={create.isPending || update.isPending}>
          {bot ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </Form>
  );
}
