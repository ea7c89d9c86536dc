import { useTranslation } from 'react-i18next';
import { signIn } from '@/shared/session/user.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { toast } from '@/shared/ui/toast.ts';

/** After any sign-in: keep the token, load the user, say so (SPEC §8) and close the dialog. */
export function useFinishSignIn(): (token: string) => Promise<void> {
  const { t } = useTranslation('common');
  const close = useDialogs((state) => state.close);
  return async (token) => {
    await signIn(token);
    toast('success', t('toast.login'));
    close('login');
  };
}
