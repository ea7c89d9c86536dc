import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * The persistent job queue. A worker claims a queued job whose `runAt` has come by taking a
 * lease (`lockedUntil`); a lease that runs out (the worker died or the server restarted)
 * puts the job back in the queue, so no job stays "running" forever.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    backoffMs: integer('backoff_ms').notNull().default(1000),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    result: jsonb('result'),
    ...timestamps,
  },
  (table) => [index('jobs_claim_idx').on(table.status, table.runAt), index('jobs_user_idx').on(table.userId)],
);
export type JobRow = typeof jobs.$inferSelect;
