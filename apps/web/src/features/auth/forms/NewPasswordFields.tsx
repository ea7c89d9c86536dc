import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { maxLength, useRules } from '@/shared/forms/rules.ts';

/**
 * A new password and its confirmation (sign-up and reset): SPEC §5's password rule, then the
 * confirmation must match. `name` is the password field's name in the form's payload (and
 * picks its label: "Password" at sign-up, "New password" at a reset).
 */
export function NewPasswordFields({ name }: { name: 'password' | 'newPassword' }) {
  const { t } = useTranslation('common');
  const r = useRules();
  const label = name === 'password' ? 'field.password' : 'field.newPassword';
  return (
    <>
      <Form.Item name={name} rules={r.password} validateFirst>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t(label)}
          aria-label={t(label)}
          autoComplete="new-password"
          maxLength={maxLength.password}
        />
      </Form.Item>
      <Form.Item name="confirmPassword" dependencies={[name]} rules={r.confirm(name)} validateFirst>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('field.confirmPassword')}
          aria-label={t('field.confirmPassword')}
          autoComplete="new-password"
          maxLength={maxLength.password}
        />
      </Form.Item>
    </>
  );
}
