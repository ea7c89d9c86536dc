import { Alert, Button, Form, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { ApiError } from '@/shared/api/errors.ts';
import { useSubmittable } from '@/shared/forms/use-submittable.ts';
import { toast } from '@/shared/ui/toast.ts';
import styles from './AccountTabs.module.css';

type Props<Values> = {
  form: FormInstance<Values>;
  name: string;
  submitLabel: string;
  success: string;
  initialValues?: Partial<Values>;
  onSubmit: (values: Values) => Promise<unknown>;
  children: ReactNode;
};

/**
 * A form of the Account tab. Its calls are silent (SPEC §8: no toast for reset, bind or
 * change-password failures), so the server's reason is shown under the form instead.
 */
export function AccountForm<Values extends object>({
  form,
  name,
  submitLabel,
  success,
  initialValues,
  onSubmit,
  children,
}: Props<Values>) {
  const valid = useSubmittable(form);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(values);
      toast('success', success);
      form.resetFields();
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.kind === 'envelope'
          ? error.message
          : String((error as Error).message ?? error),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      name={name}
      layout="vertical"
      requiredMark={false}
      className={styles.form}
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      onValuesChange={() => setFailure(null)}
    >
      {children}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} role="alert" />}
      <Button type="primary" htmlType="submit" disabled={!valid} loading={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
