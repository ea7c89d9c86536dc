import { noteCreateBody, NoteLimits, type Note } from '@inkstone/contract/notebook-notes';
import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { showRefusalOrReport } from '@/shared/api/report.ts';
import { useSubmittable } from '@/shared/forms/use-submittable.ts';
import { toast } from '@/shared/ui/toast.ts';
import { retryOutOfDate, useSchemaRule } from '@/shared/forms/schema-rule.ts';
import { useCreateNote, useUpdateNote } from '../api/mutations.ts';
import { useNoteTexts } from '../model/texts.ts';

type Values = { title?: string; content: string };

/**
 * Write a note, or edit one: a title (optional, at most 100 characters) and Markdown content
 * (not blank, at most 100,000 characters) under the contract's own rules and words, checked
 * before anything is sent; Save stays disabled until they hold. A refusal shows above the buttons.
 */
export function NoteEditor({ notebookId, note, onClose }: { notebookId: string; note?: Note; onClose: () => void }) {
  const { t } = useNoteTexts();
  return (
    <Modal
      open
      title={note ? t('notes.formEdit') : t('notes.formCreate')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={640}
    >
      <NoteForm notebookId={notebookId} note={note} onDone={onClose} />
    </Modal>
  );
}

function NoteForm({ notebookId, note, onDone }: { notebookId: string; note?: Note; onDone: () => void }) {
  const { t } = useNoteTexts();
  const [form] = Form.useForm<Values>();
  const valid = useSubmittable(form);
  const titleRule = useSchemaRule(noteCreateBody.shape.title, { optional: true });
  const contentRule = useSchemaRule(noteCreateBody.shape.content);
  const create = useCreateNote(notebookId);
  const update = useUpdateNote(notebookId, { silent: true });
  const [refusal, setRefusal] = useState<string | null>(null);

  const finish = async (values: Values) => {
    const title = values.title?.trim() || undefined;
    const body = noteCreateBody.safeParse({ notebookId, title, content: values.content });
    if (!body.success) return;
    setRefusal(null);
    try {
      if (note) {
        await update.mutateAsync({ id: note.id, title: title ?? '', content: body.data.content });
        toast('success', t('notes.updated'));
      } else {
        await create.mutateAsync({ title, content: body.data.content });
        toast('success', t('notes.created'));
      }
      onDone();
    } catch (caught) {
      showRefusalOrReport(caught, setRefusal);
    }
  };

  return (
    <Form
      form={form}
      name={note ? 'note-edit' : 'note-create'}
      layout="vertical"
      initialValues={{ title: note?.title ?? '', content: note?.content ?? '' }}
      onFinish={finish}
      onFinishFailed={retryOutOfDate(finish)}
      onValuesChange={() => setRefusal(null)}
    >
      <Form.Item name="title" label={t('notes.formTitle')} rules={[titleRule]}>
        <Input autoFocus={!note} autoComplete="off" count={{ show: true, max: NoteLimits.titleMax }} />
      </Form.Item>
      <Form.Item name="content" label={t('notes.formContent')} rules={[contentRule]} validateFirst>
        <Input.TextArea
          autoFocus={Boolean(note)}
          placeholder={t('notes.formPlaceholder')}
          autoSize={{ minRows: 8, maxRows: 20 }}
          count={{ show: true, max: NoteLimits.contentMax }}
        />
      </Form.Item>
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" style={{ marginBottom: 12 }} />}
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>{t('notes.cancel')}</Button>
        <Button type="primary" htmlType="submit" disabled={!valid} loading={create.isPending || update.isPending}>
          {t('notes.save')}
        </Button>
      </Flex>
    </Form>
  );
}
