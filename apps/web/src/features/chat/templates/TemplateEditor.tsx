import { templateCreateBody } from '@inkstone/contract/prompt-template-api';
import { templateVariables } from '@inkstone/contract/prompt-template-text';
import type { UserTemplate } from '@inkstone/contract/prompt-template-api';
import { Button, Form, Input, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaRule } from '@/shared/forms/schema-rule.ts';
import { toast } from '@/shared/ui/toast.ts';
import { useSaveTemplate } from './api.ts';
import styles from './templates.module.css';

type Props = {
  /** The template to change; a new one when left out. */
  template?: UserTemplate;
  count: number;
  limit: number;
  onClose: () => void;
};

type Values = { title: string; description: string; text: string };

/**
 * Writes or changes one of the reader's own templates. The fields are checked with the
 * contract's own schemas (the server's words); the variables the text holds show as it is typed.
 */
export function TemplateEditor({ template, count, limit, onClose }: Props) {
  const { t } = useTranslation('promptTemplates');
  const [form] = Form.useForm<Values>();
  const [text, setText] = useState(template?.text ?? '');
  const save = useSaveTemplate();
  const shape = templateCreateBody.shape;
  const titleRule = useSchemaRule(shape.title);
  const descriptionRule = useSchemaRule(shape.description, { optional: true });
  const textRule = useSchemaRule(shape.text);
  const variables = templateVariables(text);

  const finish = (values: Values) =>
    save
      .mutateAsync({ ...values, description: values.description ?? '', id: template?.id })
      .then(() => {
        toast('success', t('editor.saved'));
        onClose();
      })
      // The API client has shown the refusal (the limit, a bad field); the form stays open.
      .catch(() => undefined);

  return (
    <Modal
      open
      title={template ? t('editor.edit') : t('editor.new')}
      onCancel={onClose}
      width={560}
      destroyOnHidden
      afterOpenChange={(opened) => opened && (form.getFieldInstance('title') as { focus?: () => void })?.focus?.()}
      footer={
        <div className={styles.footer}>
          {!template && (
            <span className={styles.footerStart}>
              <Typography.Text type="secondary">{t('editor.count', { count, limit })}</Typography.Text>
            </span>
          )}
          <Button onClick={onClose}>{t('editor.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="template-save">
            {t('editor.save')}
          </Button>
        </div>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ title: template?.title ?? '', description: template?.description ?? '', text }}
        onValuesChange={(_changed, all: Values) => setText(all.text ?? '')}
        onFinish={finish}
        data-testid="template-editor"
      >
        <Form.Item name="title" label={t('editor.title')} rules={[titleRule]} validateFirst>
          <Input maxLength={80} onPressEnter={() => form.submit()} />
        </Form.Item>
        <Form.Item name="description" label={t('editor.description')} rules={[descriptionRule]}>
          <Input onPressEnter={() => form.submit()} />
        </Form.Item>
        <Form.Item
          name="text"
          label={t('editor.text')}
          rules={[textRule]}
          extra={t('editor.textHelp', { example: '{{name}}' })}
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
        </Form.Item>
      </Form>
      <div className={styles.previewLabel}>{variables.length ? t('editor.variables') : t('editor.noVariables')}</div>
      <div className={styles.variables} data-testid="template-variables">
        {variables.map((name) => (
          <Tag key={name}>{name}</Tag>
        ))}
      </div>
    </Modal>
  );
}
