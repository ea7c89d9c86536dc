import { startI18n } from '@/shared/i18n/sync.ts';
import { captureInstallPrompt } from '@/shared/platform/install-prompt.ts';
import { rememberInvite } from '@/shared/platform/invite.ts';
import { ensureRegion } from '@/shared/region/get-region.ts';
import { onLogout } from '@/shared/session/logout.ts';
import { realtime } from '@/shared/socket/realtime.ts';
import { bindSocketToSession } from '@/shared/socket/session-binding.ts';
import { clientConfigQuery } from '@/shared/config/client-config.ts';
import { queryClient } from './providers/query-client.ts';

/** Everything that must be running before the first render. */
export function startApp(): void {
  startI18n();
  rememberInvite();
  captureInstallPrompt();
  bindSocketToSession(realtime);
  // Whatever the last user loaded must not show for the next one; the deployment config stays.
  onLogout(() => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== clientConfigQuery.queryKey[0] }));
  // Cached after the first answer; a failure only delays region-only routes.
  ensureRegion().catch(() => undefined);
}
