import { Headers } from '@inkstone/contract/envelope';
import { authRoutes } from '@inkstone/contract/routes/auth';
import { call } from '../api/call.ts';
import { useAuth } from '../stores/auth.ts';
import { logout } from './logout.ts';

/**
 * Signing out ends the session here at once and revokes the token on the server, so a copy of
 * it stops working too. The revocation carries the token explicitly because the store is
 * already empty by the time it is sent.
 */
export function signOut(): Promise<void> {
  const token = useAuth.getState().token;
  logout();
  if (!token) return Promise.resolve();
  return call(authRoutes.logout, undefined, {
    silent: true,
    headers: { [Headers.authorization]: `Bearer ${token}` },
  }).then(
    () => undefined,
    () => undefined,
  );
}
