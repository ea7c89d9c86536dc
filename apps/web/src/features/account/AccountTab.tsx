import { Form, Input, Typography } from 'antd';
import { Limits } from '@inkstone/contract/limits';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sendEmailCode, sendSmsCode } from '@/shared/api/codes.ts';
import { CodeField } from '@/shared/forms/CodeField.tsx';
import { PhoneInput } from '@/shared/forms/PhoneInput.tsx';
import { maxLength, useRules } from '@/shared/forms/rules.ts';
import { signIn } from '@/shared/session/user.ts';
import { useAuth, type UserInfo } from '@/shared/stores/auth.ts';
import { bindEmail, bindMobile, changePassword, setPassword } from './api/security.ts';
import { AccountForm } from './AccountForm.tsx';
import styles from './AccountTabs.module.css';

/** Settings → Account: password, email and phone binding (SPEC §2; needs a sign-in). */
export function AccountTab() {
  const { t } = useTranslation('account');
  const user = useAuth((state) => state.user);
  if (!user) return null;
  return (
    <div className={styles.cards}>
      <Section id="account-password" title={t('password.title')}>
        {user.hasPassword ? <ChangePasswordForm /> : <SetPasswordForm user={user} />}
      </Section>
      <Section
        id="account-email"
        title={t('email.title')}
        status={user.email ? t('email.bound', { email: user.email }) : t('email.none')}
      >
        <BindEmailForm />
      </Section>
      <Section
        id="account-phone"
        title={t('phone.title')}
        status={
          user.mobile
            ? t('phone.bound', { code: user.countryCode ?? Limits.defaultCountryCode, mobile: user.mobile })
            : t('phone.none')
        }
      >
        <BindPhoneForm />
      </Section>
    </div>
  );
}

function Section({ id, title, status, children }: { id: string; title: string; status?: string; children: ReactNode }) {
  return (
    <section className={`${styles.section} ${styles.card}`} aria-labelledby={id} data-testid={id}>
      <Typography.Title level={5} id={id} className={styles.heading}>
        {title}
      </Typography.Title>
      {status && (
        <Typography.Paragraph type="secondary" className={styles.status}>
          {status}
        </Typography.Paragraph>
      )}
      {children}
    </section>
  );
}

type PasswordValues = { password: string; newPassword: string; confirmPassword: string };

function ChangePasswordForm() {
  const { t } = useTranslation(['account', 'common']);
  const r = useRules();
  const [form] = Form.useForm<PasswordValues>();
  return (
    <AccountForm
      form={form}
      name="change-password"
      submitLabel={t('password.change')}
      success={t('common:toast.modify')}
      onSubmit={changePassword}
    >
      <Form.Item name="password" label={t('password.current')} rules={r.password} validateFirst>
        <Input.Password autoComplete="current-password" maxLength={maxLength.password} />
      </Form.Item>
      <NewPasswordFields />
    </AccountForm>
  );
}

function NewPasswordFields() {
  const { t } = useTranslation('common');
  const r = useRules();
  return (
    <>
      <Form.Item name="newPassword" label={t('field.newPassword')} rules={r.password} validateFirst>
        <Input.Password autoComplete="new-password" maxLength={maxLength.password} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('field.confirmPassword')}
        dependencies={['newPassword']}
        rules={r.confirm('newPassword')}
        validateFirst
      >
        <Input.Password autoComplete="new-password" maxLength={maxLength.password} />
      </Form.Item>
    </>
  );
}

/** No password yet (signed up with a phone code): a code to the user's own phone or email sets one. */
function SetPasswordForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation(['account', 'common']);
  const [form] = Form.useForm<{
    smsCaptcha?: string;
    emailCaptcha?: string;
    newPassword: string;
    confirmPassword: string;
  }>();
  const byPhone = Boolean(user.mobile);
  const countryCode = user.countryCode ?? Limits.defaultCountryCode;
  const target = byPhone ? `+${countryCode} ${user.mobile}` : (user.email ?? '');
  return (
    <>
      <Typography.Paragraph type="secondary" className={styles.status}>
        {t('password.setHint', { target })}
      </Typography.Paragraph>
      <AccountForm
        form={form}
        name="set-password"
        submitLabel={t('password.set')}
        success={t('common:toast.reset')}
        onSubmit={async ({ smsCaptcha, emailCaptcha, newPassword }) => {
          const token = await setPassword(
            byPhone
              ? { mobile: user.mobile ?? '', countryCode, smsCaptcha: smsCaptcha ?? '' }
              : { email: user.email ?? '', emailCaptcha: emailCaptcha ?? '' },
            newPassword,
          );
          await signIn(token);
        }}
      >
        <CodeField
          channel={byPhone ? 'sms' : 'email'}
          label={t(byPhone ? 'common:field.smsCode' : 'common:field.emailCode')}
          placeholder={t(byPhone ? 'common:field.smsCode' : 'common:field.emailCode')}
          send={() => (byPhone ? sendSmsCode(user.mobile ?? '', countryCode) : sendEmailCode(user.email ?? ''))}
        />
        <NewPasswordFields />
      </AccountForm>
    </>
  );
}

function BindEmailForm() {
  const { t } = useTranslation(['account', 'common']);
  const r = useRules();
  const [form] = Form.useForm<{ email: string; emailCaptcha: string }>();
  return (
    <AccountForm
      form={form}
      name="bind-email"
      submitLabel={t('email.submit')}
      success={t('common:toast.bind')}
      onSubmit={bindEmail}
    >
      <Form.Item name="email" label={t('email.new')} rules={r.email} validateFirst>
        <Input type="email" autoComplete="email" maxLength={maxLength.email} />
      </Form.Item>
      <CodeField channel="email" label={t('common:field.emailCode')} placeholder={t('common:field.emailCode')} />
    </AccountForm>
  );
}

function BindPhoneForm() {
  const { t } = useTranslation(['account', 'common']);
  const [form] = Form.useForm<{ mobile: string; countryCode: string; smsCaptcha: string }>();
  return (
    <AccountForm
      form={form}
      name="bind-phone"
      submitLabel={t('phone.submit')}
      success={t('common:toast.bind')}
      initialValues={{ countryCode: Limits.defaultCountryCode }}
      onSubmit={bindMobile}
    >
      <PhoneInput label={t('phone.new')} placeholder={t('phone.new')} />
      <CodeField channel="sms" label={t('common:field.smsCode')} placeholder={t('common:field.smsCode')} />
    </AccountForm>
  );
}
