import { Form, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';

/**
 * SPEC §5: a submit button stays disabled until its form is valid. Re-checks on every change
 * without painting errors on fields the visitor has not touched yet.
 */
export function useSubmittable(form: FormInstance): boolean {
  const values: unknown = Form.useWatch([], form);
  const [valid, setValid] = useState(false);
  useEffect(() => {
    let current = true;
    form.validateFields({ validateOnly: true }).then(
      () => current && setValid(true),
      () => current && setValid(false),
    );
    return () => {
      current = false;
    };
  }, [form, values]);
  return valid;
}
