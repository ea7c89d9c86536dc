import { WS_PATH } from '@inkstone/contract/realtime';
import { SocketClient } from './socket-client.ts';

/** The socket URL on the page's own origin; the dev server proxies /api to the Node server. */
export function socketUrl(token: string, id: string, location: Location = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ token, id });
  return `${scheme}://${location.host}${WS_PATH}?${query.toString()}`;
}

/**
 * The app's one realtime channel; features subscribe to their pushes with their schemas
 * (`realtime.subscribe('voice', voicePushSchema, …)`).
 */
export const realtime = new SocketClient((url) => new WebSocket(url), socketUrl);
