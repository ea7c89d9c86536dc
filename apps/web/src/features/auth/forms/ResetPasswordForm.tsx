import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Limits } from '@inkstone/contract/limits';
import { Button, Form, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '@/shared/api/password.ts';
import { CodeField } from '@/shared/forms/CodeField.tsx';
import { PhoneInput } from '@/shared/forms/PhoneInput.tsx';
import { toast } from '@/shared/ui/toast.ts';
import { LoginMode } from '../login-modes.ts';
import { EmailField } from './EmailField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { AuthForm } from './AuthForm.tsx';
import type { ModeFormProps } from './SignInForms.tsx';

type Values = {
  email: string;
  mobile: string;
  countryCode: string;
  emailCaptcha: string;
  smsCaptcha: string;
  newPassword: string;
  confirmPassword: string;
};

/** Modes 8 (email) and 7 (phone): a code and a new password; success shows ResetSuccess. */
export function ResetPasswordForm({
  channel,
  draft,
  onDraft,
  onDone,
}: ModeFormProps & { channel: 'email' | 'sms'; onDone: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const [form] = Form.useForm<Values>();
  const mode = channel === 'email' ? LoginMode.emailReset : LoginMode.mobileReset;

  const submit = async (values: Values) => {
    const { newPassword, confirmPassword } = values;
    if (channel === 'email') {
      await resetPassword({
        loginType: 'email',
        email: values.email.trim(),
        emailCaptcha: values.emailCaptcha,
        newPassword,
        confirmPassword,
      });
    } else {
      await resetPassword({
        loginType: 'mobile',
        mobile: values.mobile.trim(),
        countryCode: values.countryCode,
        smsCaptcha: values.smsCaptcha,
        newPassword,
        confirmPassword,
      });
    }
    toast('success', t('common:toast.reset'));
    onDone();
  };

  return (
    <AuthForm
      form={form}
      name={`reset-${channel}`}
      submitLabel={t(`submit.${mode}`)}
      initialValues={{
        email: draft.email,
        mobile: draft.mobile,
        countryCode: draft.countryCode ?? Limits.defaultCountryCode,
      }}
      onDraft={onDraft}
      onSubmit={submit}
    >
      {channel === 'email' ? (
        <EmailField />
      ) : (
        <PhoneInput autoFocus placeholder={t('common:field.phone')} prefix={<MobileOutlined />} />
      )}
      <CodeField
        channel={channel}
        placeholder={t(channel === 'email' ? 'common:field.emailCode' : 'common:field.smsCode')}
        prefix={<SafetyOutlined />}
      />
      <NewPasswordFields name="newPassword" />
    </AuthForm>
  );
}

/**
 * The result panel after a reset (SPEC §4 "panel 2"): its Login button returns to the sign-in
 * that uses the new password — email for an email reset, password sign-in for a phone reset.
 */
export function ResetSuccess({ channel, onMode }: { channel: 'email' | 'sms'; onMode: (mode: LoginMode) => void }) {
  const { t } = useTranslation('auth');
  return (
    <Result
      status="success"
      title={t('reset.title')}
      subTitle={t('reset.subtitle')}
      style={{ padding: '8px 0 0' }}
      data-testid="reset-success"
      extra={
        <Button
          type="primary"
          size="large"
          block
          onClick={() => onMode(channel === 'email' ? LoginMode.email : LoginMode.account)}
        >
          {t('reset.login')}
        </Button>
      }
    />
  );
}
