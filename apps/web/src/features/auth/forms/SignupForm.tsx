import { Checkbox, Form, Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { useRules } from '@/shared/forms/rules.ts';
import { legalUrl } from '@/shared/platform/legal.ts';
import { useLanguage } from '@/shared/stores/language.ts';
import { toast } from '@/shared/ui/toast.ts';
import { signupWithEmail } from '../api/signup.ts';
import { codeWaitUntil } from '../code-wait.ts';
import { LoginMode } from '../login-modes.ts';
import { EmailField } from './EmailField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { AuthForm } from './AuthForm.tsx';
import type { ModeFormProps } from './SignInForms.tsx';

type Values = { email: string; password: string; confirmPassword: string; agree: boolean };

/** Mode 6: email signup. The terms box must be ticked; success goes on to verification (mode 4). */
export function SignupForm({ draft, onDraft, onMode }: ModeFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const r = useRules();
  const [form] = Form.useForm<Values>();
  const language = useLanguage((state) => state.language);
  const legal = (document: 'terms' | 'privacy') => (
    <Typography.Link
      href={legalUrl(document, language)}
      target="_blank"
      rel="noreferrer"
      style={{ fontSize: 'inherit' }}
      onClick={(event) => event.stopPropagation()}
    />
  );
  return (
    <AuthForm
      form={form}
      name="signup"
      submitLabel={t('submit.6')}
      initialValues={{ email: draft.email, agree: false }}
      onDraft={onDraft}
      onSubmit={async (values) => {
        const answer = await signupWithEmail(values);
        toast('success', t('common:toast.register'));
        onDraft({ email: answer.email || values.email.trim(), codeWaitUntil: codeWaitUntil(answer) });
        onMode(LoginMode.emailVerify);
      }}
    >
      <EmailField />
      <NewPasswordFields name="password" />
      <Form.Item name="agree" valuePropName="checked" rules={r.terms}>
        <Checkbox>
          <Typography.Text style={{ fontSize: 13 }}>
            <Trans t={t} i18nKey="agree" components={{ terms: legal('terms'), privacy: legal('privacy') }} />
          </Typography.Text>
        </Checkbox>
      </Form.Item>
    </AuthForm>
  );
}
