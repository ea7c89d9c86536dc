import { onLogout } from '../session/logout.ts';
import { useAuth } from '../stores/auth.ts';
import type { SocketClient } from './socket-client.ts';

type AuthSnapshot = { token: string | null; user: { cliUserId: string; tableId: number | string } | null };
type AuthSource = { getState(): AuthSnapshot; subscribe(listener: (state: AuthSnapshot) => void): () => void };

/**
 * SPEC §4: connect when a token and a user with cliUserId exist, using the user's table id;
 * close on logout or when there is no id.
 */
export function bindSocketToSession(client: SocketClient, auth: AuthSource = useAuth): () => void {
  const apply = ({ token, user }: AuthSnapshot) => {
    if (token && user?.cliUserId) client.connect(token, String(user.tableId || ''));
    else client.close();
  };
  apply(auth.getState());
  const unsubscribe = auth.subscribe(apply);
  const stopListening = onLogout(() => client.close());
  return () => {
    unsubscribe();
    stopListening();
  };
}
