import type { NewSource } from '@inkstone/contract/knowledge-api';
import { Alert, Button, Flex, Form, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showRefusalOrReport } from '@/shared/api/report.ts';
import { useSubmittable } from '@/shared/forms/use-submittable.ts';
import { toast } from '@/shared/ui/toast.ts';
import { useContractText } from '../model/contract-text.ts';
import { checkSource } from '../model/source-rules.ts';

export type SourceFormProps<Values> = {
  form: FormInstance<Values>;
  /** Builds the source from the checked values. */
  toSource: (values: Values) => NewSource;
  onAdd: (source: NewSource) => Promise<unknown>;
  name: string;
  children: ReactNode;
};

/**
 * The frame of the typed-in tabs: the contract's rules on each field, a submit that stays
 * disabled until they pass (SPEC §5), one more check of the whole source, and the server's
 * refusal (already in the reader's language) shown above the button. Nothing is sent for input
 * the schema refuses.
 */
export function SourceForm<Values>({ form, toSource, onAdd, name, children }: SourceFormProps<Values>) {
  const { t } = useTranslation('knowledge');
  const text = useContractText();
  const valid = useSubmittable(form);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const finish = async (values: Values) => {
    const source = toSource(values);
    const problem = checkSource(source, text);
    if (problem) return setRefusal(problem);
    setRefusal(null);
    setSending(true);
    try {
      await onAdd(source);
      form.resetFields();
      toast('success', t('add.added'));
    } catch (caught) {
      showRefusalOrReport(caught, setRefusal);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form form={form} name={name} layout="vertical" onFinish={finish} onValuesChange={() => setRefusal(null)}>
      {children}
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" style={{ marginBottom: 12 }} />}
      <Flex justify="end">
        <Button type="primary" htmlType="submit" disabled={!valid} loading={sending}>
          {t('add.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
