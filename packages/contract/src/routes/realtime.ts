import { z } from 'zod';
import { defineRoute } from './define.ts';

/**
 * The socket. Browsers cannot set headers on a WebSocket, so the token comes as `?token=`;
 * `id` (the client's tableId) must be the token's own user when given. What it pushes is in
 * `pushes.ts`. Its full address is `WS_PATH` (realtime.ts).
 */
export const realtimeRoutes = {
  socket: defineRoute({
    method: 'GET',
    path: 'ws',
    query: z.object({ token: z.string().optional(), id: z.string().optional() }),
    answer: 'websocket',
    auth: 'none',
    tag: 'realtime',
    summary: 'The WebSocket: pushes for chat results, drawing progress and background work',
    hidden: true,
  }),
};
