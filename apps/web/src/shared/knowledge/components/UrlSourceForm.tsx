import type { NewSource } from '@inkstone/contract/knowledge-api';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractText } from '../model/contract-text.ts';
import { fieldSchema, schemaRule } from '../model/source-rules.ts';
import { SourceForm } from './SourceForm.tsx';

type Values = { url: string };

/** A web page to fetch and learn: only http(s) addresses (SPEC §8 "invalid website address"). */
export function UrlSourceForm({ onAdd }: { onAdd: (source: NewSource) => Promise<unknown> }) {
  const { t } = useTranslation('knowledge');
  const text = useContractText();
  const [form] = Form.useForm<Values>();
  return (
    <SourceForm
      form={form}
      name="knowledge-url"
      onAdd={onAdd}
      toSource={(values) => ({ kind: 'url', url: values.url ?? '' })}
    >
      <Form.Item name="url" label={t('url.label')} rules={[schemaRule(fieldSchema('url', 'url'), text)]}>
        <Input type="url" inputMode="url" placeholder={t('url.placeholder')} autoComplete="url" />
      </Form.Item>
    </SourceForm>
  );
}
