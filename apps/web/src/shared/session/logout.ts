import { useAuth } from '../stores/auth.ts';
import { appEvents } from './events.ts';

/**
 * Signing out (or a 401) clears the token and user info; the socket binding closes the
 * socket when the token disappears, and message stores clear themselves on the event.
 */
export function logout(): void {
  useAuth.getState().clear();
  appEvents.emit('logout');
}

/** Subscribe to logouts; returns the unsubscribe function. */
export function onLogout(listener: () => void): () => void {
  appEvents.on('logout', listener);
  return () => appEvents.off('logout', listener);
}
