import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/db/tables/columns.ts';
import { files } from '../../../platform/db/tables/files.ts';
import { bots } from '../tables.ts';

/** The owner's external publishing of a bot (SPEC role b): off until they turn it on. */
export const botEmbeds = pgTable('bot_embeds', {
  botId: text('bot_id')
    .primaryKey()
    .references(() => bots.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** Visitors' questions the owner pays for per day, all visitors together. */
  dailyCap: integer('daily_cap').notNull(),
  ...timestamps,
});
export type BotEmbedRow = typeof botEmbeds.$inferSelect;

/** Visitors' questions answered per bot and day: counted atomically against the cap. */
export const botEmbedDays = pgTable(
  'bot_embed_days',
  {
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.botId, table.day] })],
);

/** A visitor's temporary id, bound to the one bot it was handed out for. */
export const embedVisitors = pgTable(
  'embed_visitors',
  {
    tmpUid: text('tmp_uid').primaryKey(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('embed_visitors_bot_idx').on(table.botId)],
);

export type EmbedSource = { index: number; title: string; quote?: string; sourceId?: string };

/**
 * A visitor's exchange with the bot: kept apart from the owner's chat history, so the owner's
 * conversations never show visitors' questions and a visitor reads only its own.
 */
export const embedMessages = pgTable(
  'embed_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tmpUid: text('tmp_uid')
      .notNull()
      .references(() => embedVisitors.tmpUid, { onDelete: 'cascade' }),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    msgId: text('msg_id').notNull(),
    input: text('input').notNull(),
    response: text('response').notNull().default(''),
    sources: jsonb('sources').$type<EmbedSource[]>().notNull().default([]),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    model: text('model').notNull(),
    status: text('status').$type<'ok' | 'fail' | 'streaming'>().notNull(),
    error: text('error'),
    ...timestamps,
  },
  (table) => [index('embed_messages_visitor_idx').on(table.tmpUid, table.id)],
);
export type EmbedMessageRow = typeof embedMessages.$inferSelect;

/** A visitor's attachment: the stored file (owned by the bot's owner, who pays) and its text. */
export const embedFiles = pgTable(
  'embed_files',
  {
    fileId: text('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    tmpUid: text('tmp_uid')
      .notNull()
      .references(() => embedVisitors.tmpUid, { onDelete: 'cascade' }),
    /** The document's text, read once on upload; null for a picture. */
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('embed_files_visitor_idx').on(table.tmpUid)],
);
