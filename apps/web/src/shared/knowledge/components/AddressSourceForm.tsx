import { KnowledgeLimits, type NewSource } from '@inkstone/contract/knowledge-api';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractText } from '../model/contract-text.ts';
import { blankToUndefined, fieldSchema, schemaRule } from '../model/source-rules.ts';
import { SourceForm } from './SourceForm.tsx';

type Values = { name: string; address: string; phone?: string; hours?: string; mapUrl?: string };

const optional = (value: string | undefined) => blankToUndefined(value) as string | undefined;

/** A place: its name and address are needed; phone, hours and a map link are optional. */
export function AddressSourceForm({ onAdd }: { onAdd: (source: NewSource) => Promise<unknown> }) {
  const { t } = useTranslation('knowledge');
  const text = useContractText();
  const [form] = Form.useForm<Values>();
  const rule = (field: keyof Values, isOptional = false) => [
    schemaRule(fieldSchema('address', field), text, { optional: isOptional }),
  ];
  const max = KnowledgeLimits.addressFieldMax;
  return (
    <SourceForm
      form={form}
      name="knowledge-address"
      onAdd={onAdd}
      toSource={(values) => ({
        kind: 'address',
        name: values.name ?? '',
        address: values.address ?? '',
        phone: optional(values.phone),
        hours: optional(values.hours),
        mapUrl: optional(values.mapUrl),
      })}
    >
      <Form.Item name="name" label={t('address.name')} rules={rule('name')}>
        <Input maxLength={max} />
      </Form.Item>
      <Form.Item name="address" label={t('address.address')} rules={rule('address')}>
        <Input.TextArea maxLength={max} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="phone" label={t('address.phone')} rules={rule('phone', true)}>
        <Input type="tel" maxLength={max} autoComplete="tel" />
      </Form.Item>
      <Form.Item name="hours" label={t('address.hours')} rules={rule('hours', true)}>
        <Input maxLength={max} />
      </Form.Item>
      <Form.Item name="mapUrl" label={t('address.mapUrl')} rules={rule('mapUrl', true)}>
        <Input type="url" inputMode="url" placeholder={t('url.placeholder')} />
      </Form.Item>
    </SourceForm>
  );
}
