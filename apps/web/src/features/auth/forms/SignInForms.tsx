import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Limits } from '@inkstone/contract/limits';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeField } from '@/shared/forms/CodeField.tsx';
import { COUNTRY_CODES, PhoneInput } from '@/shared/forms/PhoneInput.tsx';
import { maxLength, useRules } from '@/shared/forms/rules.ts';
import { loginWithAccount, loginWithEmail, loginWithMobile } from '../api/login.ts';
import { codeWaitUntil } from '../code-wait.ts';
import { LoginMode } from '../login-modes.ts';
import { useFinishSignIn } from '../use-finish-sign-in.ts';
import { EmailField } from './EmailField.tsx';
import { AuthForm, type Draft } from './AuthForm.tsx';

export type ModeFormProps = { draft: Draft; onDraft: (draft: Draft) => void; onMode: (mode: LoginMode) => void };

type MobileValues = { mobile: string; countryCode: string; smsCaptcha: string };

/** Mode 1: phone and SMS code; a new number is registered on the spot (registerIfNew). */
export function MobileLoginForm({ draft, onDraft }: ModeFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const [form] = Form.useForm<MobileValues>();
  const finish = useFinishSignIn();
  return (
    <AuthForm
      form={form}
      name="login-mobile"
      submitLabel={t('submit.1')}
      initialValues={{ mobile: draft.mobile, countryCode: draft.countryCode ?? Limits.defaultCountryCode }}
      onDraft={onDraft}
      onSubmit={async ({ mobile, countryCode, smsCaptcha }) =>
        finish((await loginWithMobile({ mobile: mobile.trim(), countryCode, smsCaptcha })).token)
      }
    >
      <PhoneInput autoFocus placeholder={t('common:field.phone')} prefix={<MobileOutlined />} />
      <CodeField channel="sms" placeholder={t('common:field.smsCode')} prefix={<SafetyOutlined />} />
    </AuthForm>
  );
}

type EmailValues = { email: string; password: string };

/** Mode 2: email and password; an unverified address goes on to verification (mode 4). */
export function EmailLoginForm({ draft, onDraft, onMode }: ModeFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const r = useRules();
  const [form] = Form.useForm<EmailValues>();
  const finish = useFinishSignIn();
  return (
    <AuthForm
      form={form}
      name="login-email"
      submitLabel={t('submit.2')}
      initialValues={{ email: draft.email }}
      onDraft={onDraft}
      onSubmit={async (values) => {
        const answer = await loginWithEmail(values);
        if (answer.validationEmail && answer.token) return finish(answer.token);
        onDraft({ email: answer.email || values.email.trim(), codeWaitUntil: codeWaitUntil(answer) });
        onMode(LoginMode.emailVerify);
      }}
    >
      <EmailField />
      <Form.Item name="password" rules={r.password} validateFirst>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('common:field.password')}
          aria-label={t('common:field.password')}
          autoComplete="current-password"
          maxLength={maxLength.password}
        />
      </Form.Item>
    </AuthForm>
  );
}

type AccountValues = { account: string; password: string; countryCode: string };

/** Mode 9: a phone number, email or account name with its password. */
export function AccountLoginForm({ draft, onDraft }: ModeFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const r = useRules();
  const [form] = Form.useForm<AccountValues>();
  const finish = useFinishSignIn();
  const account = Form.useWatch('account', form) ?? draft.account ?? draft.mobile ?? '';
  // A phone number needs its country code; email addresses and names do not.
  const isPhone = /^\d+$/.test(account.trim());
  return (
    <AuthForm
      form={form}
      name="login-account"
      submitLabel={t('submit.9')}
      initialValues={{
        account: draft.account ?? draft.mobile ?? draft.email,
        countryCode: draft.countryCode ?? Limits.defaultCountryCode,
      }}
      onDraft={onDraft}
      onSubmit={async (values) => finish((await loginWithAccount(values)).token)}
    >
      <Form.Item name="account" rules={r.required}>
        <Input
          autoFocus
          prefix={<UserOutlined />}
          placeholder={t('field.account')}
          aria-label={t('field.account')}
          autoComplete="username"
          maxLength={maxLength.email}
          addonBefore={
            isPhone ? (
              <Form.Item name="countryCode" noStyle>
                <Select
                  aria-label={t('common:field.countryCode')}
                  popupMatchSelectWidth={false}
                  options={COUNTRY_CODES.map((code) => ({ value: code, label: `+${code}` }))}
                />
              </Form.Item>
            ) : undefined
          }
        />
      </Form.Item>
      {!isPhone && (
        <Form.Item name="countryCode" hidden>
          <Input />
        </Form.Item>
      )}
      <Form.Item name="password" rules={r.password} validateFirst>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('common:field.password')}
          aria-label={t('common:field.password')}
          autoComplete="current-password"
          maxLength={maxLength.password}
        />
      </Form.Item>
    </AuthForm>
  );
}
