import { z } from 'zod';
import { defineRoute } from './define.ts';

const tag = 'bots';

/**
 * SPEC.md §7 Bots. Only `get` is called so far (by /bot/c/{id}); the server does not serve the
 * bot calls yet, so a bot id it does not know answers 404 and the page says "not available".
 * The answer's shape is settled when the bots feature lands: for now any object counts.
 */
export const botRoutes = {
  get: defineRoute({
    method: 'POST',
    path: 'cli/chat/bot/v1/get',
    encoding: 'form',
    body: z.object({ tableId: z.union([z.string(), z.number()]).transform(String) }),
    answer: z.looseObject({}),
    auth: 'optional',
    tag,
    summary: 'One bot by its id',
  }),
};
