import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { PING, PONG, WsClose } from '@inkstone/contract/realtime';
import { pathOf } from '@inkstone/contract/routes/define';
import { realtimeRoutes as table } from '@inkstone/contract/routes/realtime';
import { userForToken } from '../auth/sessions.ts';

/**
 * The socket. Browsers cannot set headers on a WebSocket, so the token comes as `?token=`;
 * `id` (the client's tableId) must be the token's own user when given.
 */
export async function realtimeRoutes(app: FastifyInstance) {
  const { db, realtime } = app.platform;
  // Registered by hand: a socket route takes the socket, not a reply, so `serve` does not fit it.
  app.get(pathOf(table.socket), { websocket: true, schema: { hide: true } }, (socket, request) => {
    // Listeners go on at once: a ping sent while the token is still being checked must not be lost.
    socket.on('message', (data: Buffer) => {
      if (data.toString() === PING) socket.send(PONG);
    });
    const query = request.query as z.input<typeof table.socket.query>;
    void userForToken(db, String(query.token ?? ''))
      .then((user) => {
        if (!user || (query.id && query.id !== String(user.id))) {
          socket.close(WsClose.unauthorized, 'unauthorized');
          return;
        }
        if (socket.readyState !== socket.OPEN) return;
        const detach = realtime.attach(user.id, socket);
        socket.on('close', detach);
      })
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'socket authentication failed');
        socket.close(1011, 'server error');
      });
  });
}
