import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/**
 * Messages the built-in mailer and SMS sender deliver: kept here (and printed to the log) so
 * a local user can read a sign-up code with no mail server. `code` is filled only in that
 * outbox mode; a real SMTP or SMS delivery stores no code.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    delivery: text('delivery').notNull(),
    ...timestamps,
  },
  (table) => [index('outbox_to_idx').on(table.to, table.createdAt)],
);
