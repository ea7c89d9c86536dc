import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Language } from '@/shared/i18n/language.ts';
import { legalUrl } from '@/shared/platform/legal.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import type { Draft } from './forms/AuthForm.tsx';
import { ResetPasswordForm, ResetSuccess } from './forms/ResetPasswordForm.tsx';
import { AccountLoginForm, EmailLoginForm, MobileLoginForm, type ModeFormProps } from './forms/SignInForms.tsx';
import { SignupForm } from './forms/SignupForm.tsx';
import { VerifyEmailForm } from './forms/VerifyEmailForm.tsx';
import { LoginMode, SIGN_IN_MODES } from './login-modes.ts';
import { ModeLinks } from './ModeLinks.tsx';
import { ProfilePanel } from './ProfilePanel.tsx';

type Props = { mode: LoginMode; language: Language; onModeChange: (mode: LoginMode) => void };

/** Hints that carry their own details are shown inside the form instead. */
const HINT_IN_FORM = new Set<LoginMode>([LoginMode.emailVerify]);

function ModeForm({ mode, onDone, ...props }: ModeFormProps & { mode: LoginMode; onDone: () => void }) {
  switch (mode) {
    case LoginMode.mobile:
      return <MobileLoginForm {...props} />;
    case LoginMode.email:
      return <EmailLoginForm {...props} />;
    case LoginMode.account:
      return <AccountLoginForm {...props} />;
    case LoginMode.signup:
      return <SignupForm {...props} />;
    case LoginMode.emailVerify:
      return <VerifyEmailForm {...props} />;
    case LoginMode.emailReset:
      return <ResetPasswordForm channel="email" onDone={onDone} {...props} />;
    case LoginMode.mobileReset:
      return <ResetPasswordForm channel="sms" onDone={onDone} {...props} />;
  }
}

/**
 * The sign-in dialog's body: the form of the current mode with the links between modes, or,
 * once a token exists, who is signed in. What was typed (email, phone) follows mode switches.
 */
export function LoginPanel({ mode, language, onModeChange }: Props) {
  const { t } = useTranslation('auth');
  const loggedIn = useAuth((state) => Boolean(state.token));
  const [draft, setDraft] = useState<Draft>({});
  // The reset that just succeeded, so its result panel replaces the form and the links.
  const [resetDone, setResetDone] = useState<LoginMode | null>(null);
  const go = (next: LoginMode) => {
    setResetDone(null);
    onModeChange(next);
  };
  if (loggedIn) return <ProfilePanel />;
  if (resetDone === mode) {
    return <ResetSuccess channel={mode === LoginMode.emailReset ? 'email' : 'sms'} onMode={go} />;
  }

  const legal = (document: 'terms' | 'privacy') => (
    <Typography.Link
      href={legalUrl(document, language)}
      target="_blank"
      rel="noreferrer"
      style={{ fontSize: 'inherit' }}
    />
  );
  return (
    <Flex vertical gap={12}>
      {!HINT_IN_FORM.has(mode) && (
        <Typography.Paragraph type="secondary" style={{ margin: '0 0 4px' }}>
          {t(`hint.${mode as Exclude<LoginMode, 4>}`)}
        </Typography.Paragraph>
      )}
      <ModeForm
        key={mode}
        mode={mode}
        draft={draft}
        onDraft={(next) => setDraft((current) => ({ ...current, ...next }))}
        onMode={go}
        onDone={() => setResetDone(mode)}
      />
      <ModeLinks mode={mode} onMode={go} />
      {SIGN_IN_MODES.includes(mode) && (
        <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
          <Trans t={t} i18nKey="agreement" components={{ terms: legal('terms'), privacy: legal('privacy') }} />
        </Typography.Text>
      )}
    </Flex>
  );
}
