import { PromptTemplateLimits, fillTemplate } from '@inkstone/contract/prompt-template-text';
import { Button, Form, Input, Modal, Popconfirm, Typography } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/toast.ts';
import { useDeleteTemplate } from './api.ts';
import type { LibraryEntry } from './entries.ts';
import styles from './templates.module.css';

type Props = {
  entry: LibraryEntry;
  initial: Record<string, string>;
  busy: boolean;
  onCancel: () => void;
  onSend: (question: string, variables: Record<string, string>) => void;
  /** One of the reader's own: it can be changed… */
  onEdit?: () => void;
  /** …and deleted (the form closes). */
  onDeleted: () => void;
};

/**
 * The small form a picked template opens: one box per variable (its label in the reader's
 * language), the question as it will be asked beneath, updated as the boxes fill. Enter sends
 * (Shift+Enter adds a line), Tab moves between boxes, Escape cancels.
 */
export function TemplateForm({ entry, initial, busy, onCancel, onSend, onEdit, onDeleted }: Props) {
  const { t } = useTranslation('promptTemplates');
  const [form] = Form.useForm<Record<string, string>>();
  const [values, setValues] = useState(initial);
  const remove = useDeleteTemplate();
  const question = fillTemplate(entry.text, values);

  const send = (filled: Record<string, string>) => {
    if (busy) return toast('warning', t('fill.busy'));
    const variables = Object.fromEntries(entry.variables.map(({ name }) => [name, (filled[name] ?? '').trim()]));
    onSend(fillTemplate(entry.text, variables).trim(), variables);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    form.submit();
  };

  const own = entry.own;
  const footer = (
    <div className={styles.footer}>
      {own && (
        <span className={styles.footerStart}>
          <Button onClick={onEdit}>{t('fill.edit')}</Button>
          <Popconfirm
            title={t('delete.confirm', { title: entry.title })}
            okText={t('delete.ok')}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={() =>
              remove.mutateAsync(own.id).then(() => {
                toast('success', t('delete.done'));
                onDeleted();
              })
            }
          >
            <Button danger>{t('fill.delete')}</Button>
          </Popconfirm>
        </span>
      )}
      <Button onClick={onCancel}>{t('fill.cancel')}</Button>
      <Button type="primary" onClick={() => form.submit()} data-testid="template-send">
        {t('fill.send')}
      </Button>
    </div>
  );

  return (
    <Modal
      open
      title={entry.title}
      onCancel={onCancel}
      footer={footer}
      width={520}
      destroyOnHidden
      // The first box takes the focus once the dialog is in (Escape cancels through the Modal).
      afterOpenChange={(opened) => {
        const first = entry.variables[0];
        if (opened && first) (form.getFieldInstance(first.name) as { focus?: () => void } | null)?.focus?.();
      }}
    >
      {entry.description && <Typography.Paragraph type="secondary">{entry.description}</Typography.Paragraph>}
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={(_changed, all) => setValues(all)}
        onFinish={send}
        data-testid="template-form"
      >
        {entry.variables.map((variable, at) => (
          <Form.Item
            key={variable.name}
            name={variable.name}
            label={variable.label}
            rules={[
              { required: true, whitespace: true, message: t('fill.required', { label: variable.label }) },
              {
                max: PromptTemplateLimits.valueMax,
                message: t('fill.tooLong', { max: PromptTemplateLimits.valueMax }),
              },
            ]}
          >
            <Input.TextArea
              autoFocus={at === 0}
              data-testid={`template-field-${variable.name}`}
              autoSize={{ minRows: variable.long ? 3 : 1, maxRows: 8 }}
              onKeyDown={onKeyDown}
            />
          </Form.Item>
        ))}
        {entry.variables.length === 0 && (
          <Typography.Paragraph type="secondary">{t('fill.noVariables')}</Typography.Paragraph>
        )}
      </Form>
      <div className={styles.previewLabel}>{t('fill.preview')}</div>
      <div className={styles.preview} data-testid="template-preview">
        {question}
      </div>
      <div className={styles.hint}>{t('fill.hint')}</div>
    </Modal>
  );
}
