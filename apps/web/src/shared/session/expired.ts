import { ApiError } from '../api/errors.ts';
import { i18next } from '../i18n/i18n.ts';
import { useDialogs } from '../stores/dialogs.ts';
import { toast } from '../ui/toast.ts';

/**
 * A stored session the server no longer accepts (expired, or signed out on another device) has
 * already been cleared by the 401; without a word the user would just find themselves signed
 * out. Say why and offer the sign-in at once.
 */
export function explainEndedSession(error: unknown): void {
  if (!(error instanceof ApiError) || !error.isUnauthorized) return;
  toast('warning', i18next.t('common:toast.sessionExpired'));
  useDialogs.getState().openLogin();
}
