import { Limits } from '@inkstone/contract/limits';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoginPanel } from '@/features/auth/LoginPanel.tsx';
import { defaultLoginMode, type LoginMode } from '@/features/auth/login-modes.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { useLanguage } from '@/shared/stores/language.ts';

/** The 375px sign-in dialog (SPEC §2); each opening starts on the mode that suits the visitor. */
export function LoginDialog() {
  const { t } = useTranslation('auth');
  const open = useDialogs((state) => state.login);
  const close = useDialogs((state) => state.close);
  const language = useLanguage((state) => state.language);
  const loggedIn = useAuth((state) => Boolean(state.token));
  const { search } = useLocation();
  // null = "not chosen in this opening", so the default follows language and ?invite=.
  const [chosen, setChosen] = useState<LoginMode | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Reset during render (not in an effect) so a reopened dialog never flashes the old mode.
    setWasOpen(open);
    if (open) setChosen(null);
  }
  const mode = chosen ?? defaultLoginMode(language, search);

  return (
    <Modal
      open={open}
      title={loggedIn ? t('profile.title') : t(`mode.${mode}`)}
      width={Limits.dialogWidth.login}
      footer={null}
      onCancel={() => close('login')}
      destroyOnHidden
      centered
    >
      <div data-testid="login-dialog" data-mode={loggedIn ? 'profile' : mode}>
        <LoginPanel mode={mode} language={language} onModeChange={setChosen} />
      </div>
    </Modal>
  );
}
