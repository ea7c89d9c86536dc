import { Button, Form, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useSubmittable } from '@/shared/forms/use-submittable.ts';

/** What the forms share between modes, so switching keeps what was typed. */
/**
 * What the modes hand each other. `codeWaitUntil` (epoch ms): a code is already on its way to
 * `email`, and another may not be sent before then.
 */
export type Draft = { email?: string; mobile?: string; countryCode?: string; account?: string; codeWaitUntil?: number };

type Props<Values> = {
  form: FormInstance<Values>;
  name: string;
  submitLabel: string;
  initialValues?: Partial<Values>;
  onDraft?: (draft: Draft) => void;
  /** Failures are already toasted by the API client; the form only stops spinning. */
  onSubmit: (values: Values) => Promise<unknown>;
  children: ReactNode;
  footer?: ReactNode;
};

const DRAFT_KEYS = ['email', 'mobile', 'countryCode', 'account'] as const;

/**
 * One sign-in form: large fields, Enter submits, and the submit button stays disabled until
 * every rule passes (SPEC §5).
 */
export function AuthForm<Values extends object>({
  form,
  name,
  submitLabel,
  initialValues,
  onDraft,
  onSubmit,
  children,
  footer,
}: Props<Values>) {
  const valid = useSubmittable(form);
  const [busy, setBusy] = useState(false);

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await onSubmit(values);
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

  const remember = (changed: Partial<Values>) => {
    if (!onDraft) return;
    const draft: Draft = {};
    for (const key of DRAFT_KEYS) {
      const value = (changed as Record<string, unknown>)[key];
      if (typeof value === 'string') draft[key] = value;
    }
    if (Object.keys(draft).length) onDraft(draft);
  };

  return (
    <Form<Values>
      form={form}
      name={name}
      size="large"
      requiredMark={false}
      initialValues={initialValues}
      onValuesChange={remember}
      onFinish={(values) => void submit(values)}
    >
      {children}
      <Button type="primary" htmlType="submit" block disabled={!valid} loading={busy} data-testid="login-submit">
        {submitLabel}
      </Button>
      {footer}
    </Form>
  );
}
