import { languageReady, startI18n } from '@/shared/i18n/sync.ts';
import { captureInstallPrompt } from '@/shared/platform/install-prompt.ts';
import { rememberInvite } from '@/shared/platform/invite.ts';
import { ensureRegion } from '@/shared/region/get-region.ts';
import { recordActivation } from '@/shared/session/activation.ts';
import { explainEndedSession } from '@/shared/session/expired.ts';
import { onLogout } from '@/shared/session/logout.ts';
import { refreshUser } from '@/shared/session/user.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { useLanguage } from '@/shared/stores/language.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { realtime } from '@/shared/socket/realtime.ts';
import { bindSocketToSession } from '@/shared/socket/session-binding.ts';
import { clientConfigQuery } from '@/shared/config/client-config.ts';
import { userSettingQuery } from '@/shared/session/user.ts';
import { queryClient } from './providers/query-client.ts';

/** Everything that must be running before the first render. */
export function startApp(): void {
  startI18n();
  // Loaded beside the first render rather than in it: it only reports failures, which come later.
  void import('@/shared/analytics/tracker.ts').then(({ startAnalytics }) => startAnalytics());
  rememberInvite();
  captureInstallPrompt();
  bindSocketToSession(realtime);
  // Whatever the last user loaded must not show for the next one; the deployment config stays.
  onLogout(() =>
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== clientConfigQuery.queryKey[0] }),
  );
  onLogout(() => useSettings.getState().update('config', { setCustomInstrunctions: false }));
  // A restored session gets fresh user info (nickname, plan) and the custom-instructions setting
  // the settings dialog opens by; a token the server no longer accepts signs out, saying why.
  if (useAuth.getState().token) {
    // The answer may come before the language's texts do (they load on their own): the explanation waits for them.
    const explain = (error: unknown) => languageReady().finally(() => explainEndedSession(error));
    refreshUser({ silent: true }).then(() => queryClient.prefetchQuery(userSettingQuery), explain);
  }
  recordActivation(useLanguage.getState().language);
  // Cached after the first answer; a failure only delays region-only routes.
  ensureRegion().catch(() => undefined);
}
