import { z } from 'zod';
import { outboxMessageSchema, outboxQuery } from '../accounts.ts';
import { defineRoute } from './define.ts';

/** Calls for local development and the browser suite; they answer 404 unless switched on. */
export const devRoutes = {
  outbox: defineRoute({
    method: 'GET',
    path: 'dev/outbox',
    query: outboxQuery,
    answer: z.array(outboxMessageSchema),
    auth: 'none',
    tag: 'dev',
    summary: 'Latest outbox messages for an address (DEV_OUTBOX=1 only)',
  }),
};
