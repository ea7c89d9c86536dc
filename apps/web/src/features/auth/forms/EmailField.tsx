import { MailOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { maxLength, useRules } from '@/shared/forms/rules.ts';

/**
 * The email field every email mode of the login dialog opens with: named `email`, so the code
 * button of CodeField finds it, checked with SPEC §5's email rule before anything else, and
 * focused first because it is what the user types first.
 */
export function EmailField() {
  const { t } = useTranslation('common');
  const r = useRules();
  return (
    <Form.Item name="email" rules={r.email} validateFirst>
      <Input
        autoFocus
        prefix={<MailOutlined />}
        placeholder={t('field.email')}
        aria-label={t('field.email')}
        type="email"
        autoComplete="email"
        maxLength={maxLength.email}
      />
    </Form.Item>
  );
}
