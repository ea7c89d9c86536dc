import { notebookCreateBody, type Notebook } from '@inkstone/contract/notebooks';
import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRefusalOrReport } from '@/shared/api/report.ts';
import { useSubmittable } from '@/shared/forms/use-submittable.ts';
import { toast } from '@/shared/ui/toast.ts';
import { useCreateNotebook, useUpdateNotebook } from '../api/mutations.ts';
import { retryOutOfDate, useSchemaRule } from '@/shared/forms/schema-rule.ts';
import styles from './notebooks.module.css';

/** A few to pick with one click; any other emoji can be typed or pasted. */
const PICKS = ['📒', '📚', '🧠', '🔬', '💡', '🗂️', '✍️', '🌏'];

type Values = { name: string; emoji?: string };

export type NotebookDialogProps = {
  /** No notebook: create one. A notebook: edit its name and emoji. */
  notebook?: Notebook;
  /** Which field has the focus when it opens (the card menu's "Change emoji" picks the emoji). */
  focus?: 'name' | 'emoji';
  onClose: () => void;
};

/**
 * Create or edit a notebook: the name under the contract's rule (not blank, at most 100
 * characters, the server's own messages) with submit disabled until it holds, and an optional
 * emoji. Nothing is sent while the form is invalid; a server refusal shows above the buttons.
 */
export function NotebookDialog({ notebook, focus = 'name', onClose }: NotebookDialogProps) {
  const { t } = useTranslation('notebooks');
  return (
    <Modal
      open
      title={notebook ? t('edit.title') : t('create.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={440}
    >
      <NotebookForm notebook={notebook} focus={focus} onDone={onClose} />
    </Modal>
  );
}

function NotebookForm({
  notebook,
  focus,
  onDone,
}: {
  notebook?: Notebook;
  focus: 'name' | 'emoji';
  onDone: () => void;
}) {
  const { t } = useTranslation('notebooks');
  const [form] = Form.useForm<Values>();
  const valid = useSubmittable(form);
  const nameRule = useSchemaRule(notebookCreateBody.shape.name);
  const emojiRule = useSchemaRule(notebookCreateBody.shape.emoji, { optional: true });
  const create = useCreateNotebook();
  const update = useUpdateNotebook();
  const [refusal, setRefusal] = useState<string | null>(null);
  const sending = create.isPending || update.isPending;

  const finish = async (values: Values) => {
    // The last word before sending: the whole body against the contract (the button may be
    // reached before the field's own check has run).
    const body = notebookCreateBody.safeParse({ name: values.name, emoji: values.emoji?.trim() || undefined });
    if (!body.success) return;
    setRefusal(null);
    try {
      if (notebook) {
        await update.mutateAsync({ id: notebook.id, name: body.data.name, emoji: body.data.emoji ?? null });
        toast('success', t('edit.done'));
      } else {
        await create.mutateAsync(body.data);
        toast('success', t('create.done'));
      }
      onDone();
    } catch (caught) {
      showRefusalOrReport(caught, setRefusal);
    }
  };

  return (
    <Form
      form={form}
      name={notebook ? 'notebook-edit' : 'notebook-create'}
      layout="vertical"
      initialValues={{ name: notebook?.name ?? '', emoji: notebook?.emoji ?? '' }}
      onFinish={finish}
      onFinishFailed={retryOutOfDate(finish)}
      onValuesChange={() => setRefusal(null)}
    >
      <Form.Item name="name" label={t('form.name')} rules={[nameRule]} validateFirst>
        <Input autoFocus={focus === 'name'} placeholder={t('form.namePlaceholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('form.emoji')} required={false}>
        <Form.Item name="emoji" noStyle rules={[emojiRule]}>
          <Input autoFocus={focus === 'emoji'} aria-label={t('form.emoji')} style={{ width: 120 }} allowClear />
        </Form.Item>
        <div className={styles.emojiPicks}>
          {PICKS.map((emoji) => (
            <Button
              key={emoji}
              aria-label={t('form.emojiPick', { emoji })}
              onClick={() => form.setFieldsValue({ emoji })}
            >
              {emoji}
            </Button>
          ))}
          <Button onClick={() => form.setFieldsValue({ emoji: '' })}>{t('form.emojiClear')}</Button>
        </div>
      </Form.Item>
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" style={{ marginBottom: 12 }} />}
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>{t('form.cancel')}</Button>
        <Button type="primary" htmlType="submit" disabled={!valid} loading={sending}>
          {notebook ? t('edit.ok') : t('create.ok')}
        </Button>
      </Flex>
    </Form>
  );
}
