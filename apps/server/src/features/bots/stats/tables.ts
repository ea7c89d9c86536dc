import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/db/tables/columns.ts';
import { bots } from '../tables.ts';

/**
 * One question asked of a bot (the data report's usage rows): by a signed-in user in a
 * conversation, or by a website visitor. `hits` is how many knowledge passages grounded it; null
 * for a bot without knowledge (an official one), which counts neither as a hit nor a miss.
 */
export const botQuestions = pgTable(
  'bot_questions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    /** The day in the server's time zone (TIME_ZONE), as the report groups by it. */
    day: text('day').notNull(),
    /** `u:<userId>` or `v:<tmpUid>`: distinct askers make the report's users. */
    asker: text('asker').notNull(),
    /** The conversation (topic id, or the visitor's id: a visitor has one conversation). */
    conversation: text('conversation').notNull(),
    hits: integer('hits'),
    /** The answer's record (`chat:<id>` or `visitor:<id>`), so a rating given later finds its question. */
    answerRef: text('answer_ref').notNull(),
    /** SPEC's score of the answer: 1 up, -1 down, null or 0 not rated. */
    score: integer('score'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('bot_questions_day_idx').on(table.day, table.botId),
    index('bot_questions_answer_idx').on(table.answerRef),
  ],
);

/** The report's figures for one bot and day, written by the half-hourly aggregation. */
export const botDailyStats = pgTable(
  'bot_daily_stats',
  {
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    conversations: integer('conversations').notNull().default(0),
    questions: integer('questions').notNull().default(0),
    users: integer('users').notNull().default(0),
    hits: integer('hits').notNull().default(0),
    misses: integer('misses').notNull().default(0),
    ratings: integer('ratings').notNull().default(0),
    ratedUp: integer('rated_up').notNull().default(0),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.botId, table.day] })],
);
export type BotDailyStatsRow = typeof botDailyStats.$inferSelect;
