import { z } from 'zod';

/**
 * WebSocket at /api/ws?token=…&id=<tableId>. The client sends the text 'ping' every 5 s and
 * the server answers 'pong'. Every push is JSON with a `type`; chat results carry `msgId`,
 * drawing progress carries `mjTaskId` (DESIGN.md §2, SPEC.md §4).
 */
export const WS_PATH = '/api/ws';
export const PING = 'ping';
export const PONG = 'pong';

export const pushSchema = z
  .object({
    type: z.string(),
    msgId: z.string().optional(),
    mjTaskId: z.string().optional(),
  })
  .passthrough();
export type Push = z.infer<typeof pushSchema>;

/** Push types the web client drops (SPEC.md §4). */
export const IGNORED_PUSH_TYPES = ['audioenhance', 'voice', 'knowledge'] as const;

/** Close codes the server uses when it refuses a socket. */
export const WsClose = { unauthorized: 4401, shuttingDown: 1001 } as const;
