import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/tables/columns.ts';

/** How one channel of a digest went; the reason is a message key, shown in the reader's language. */
export type ChannelOutcome = {
  status: 'sent' | 'failed' | 'skipped';
  key?: string;
  params?: Record<string, string | number>;
};

/**
 * One bot's digest for one local day (issue [bots] item 7). The row is claimed before anything is
 * sent (its primary key makes the day's digest happen once, whichever instance runs the round),
 * holds the span of time it covers, and records each channel's outcome so a retry sends only
 * what did not go. The bot's id has no foreign key: bots are another feature's table, and a
 * deleted bot's rows are never read again (the owner-only read goes through the bot first).
 */
export const botDigests = pgTable(
  'bot_digests',
  {
    botId: text('bot_id').notNull(),
    day: text('day').notNull(),
    status: text('status', { enum: ['sending', 'sent', 'failed'] })
      .notNull()
      .default('sending'),
    language: text('language', { enum: ['en', 'zh_CN'] }).notNull(),
    spanFrom: timestamp('span_from', { withTimezone: true, mode: 'date' }).notNull(),
    spanTo: timestamp('span_to', { withTimezone: true, mode: 'date' }).notNull(),
    email: jsonb('email').$type<ChannelOutcome>(),
    sms: jsonb('sms').$type<ChannelOutcome>(),
    conversations: integer('conversations').notNull().default(0),
    questions: integer('questions').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.botId, table.day] })],
);
export type BotDigestRow = typeof botDigests.$inferSelect;
