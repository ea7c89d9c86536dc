import { APP_CODE } from '@inkstone/contract/envelope';
import { Release } from '@inkstone/contract/limits';
import { sessionRoutes } from '@inkstone/contract/routes/session';
import { call } from '../api/call.ts';

/**
 * Records one client activation per app start (SPEC §7 `activated`): which
 * client, release, language and screen. Best effort: a failure is nobody's business.
 */
export function recordActivation(language: string): void {
  const body = {
    app: APP_CODE,
    version: Release.version,
    language,
    screen: `${window.screen.width}x${window.screen.height}`,
    standalone: window.matchMedia('(display-mode: standalone)').matches,
  };
  call(sessionRoutes.activated, body, { silent: true }).catch(() => undefined);
}
