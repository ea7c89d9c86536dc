import { KnowledgeLimits } from '@inkstone/contract/knowledge-api';
import type { NewSource } from '@inkstone/contract/knowledge-api';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractText } from '../model/contract-text.ts';
import { fieldSchema, schemaRule } from '../model/source-rules.ts';
import { SourceForm } from './SourceForm.tsx';

type Values = { title: string; body: string };

/** Pasted text: a title and the text itself. */
export function TextSourceForm({ onAdd }: { onAdd: (source: NewSource) => Promise<unknown> }) {
  const { t } = useTranslation('knowledge');
  const text = useContractText();
  const [form] = Form.useForm<Values>();
  return (
    <SourceForm
      form={form}
      name="knowledge-text"
      onAdd={onAdd}
      toSource={(values) => ({ kind: 'text', title: values.title ?? '', body: values.body ?? '' })}
    >
      <Form.Item name="title" label={t('text.title')} rules={[schemaRule(fieldSchema('text', 'title'), text)]}>
        <Input maxLength={KnowledgeLimits.titleMax} showCount />
      </Form.Item>
      <Form.Item name="body" label={t('text.body')} rules={[schemaRule(fieldSchema('text', 'body'), text)]}>
        <Input.TextArea placeholder={t('text.bodyPlaceholder')} autoSize={{ minRows: 6, maxRows: 14 }} />
      </Form.Item>
    </SourceForm>
  );
}
