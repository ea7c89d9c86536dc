import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { BotCategory, BotPlugins } from '@inkstone/contract/bots';
import { timestamps } from '../../platform/db/tables/columns.ts';
import { users } from '../../platform/db/tables/users.ts';

/** The words of a bot a reader sees, in one language. */
export type BotWords = { name: string; description: string; prompt: string; greeting: string };

/**
 * A custom bot (SPEC §3 bot form). Its knowledge is knowledge sources of container
 * `{ kind: 'bot', id }` owned by `ownerId`. Official bots have no owner (null) and carry their
 * Chinese words in `translations`, the columns holding the English ones.
 */
export const bots = pgTable(
  'bots',
  {
    id: text('id').primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    avatar: text('avatar').notNull().default('🤖'),
    /** The base bot: a chat model id of the catalogue. */
    model: text('model').notNull(),
    prompt: text('prompt').notNull(),
    greeting: text('greeting').notNull().default(''),
    scoreThreshold: doublePrecision('score_threshold').notNull().default(0.5),
    originality: integer('originality').notNull().default(3),
    isPublic: boolean('is_public').notNull().default(false),
    showKnowledge: boolean('show_knowledge').notNull().default(true),
    category: text('category').$type<BotCategory>().notNull().default('other'),
    officialAccountName: text('official_account_name').notNull().default(''),
    plugins: jsonb('plugins').$type<BotPlugins>().notNull(),
    /** Other languages' words (official bots): `{ zh_CN: { name, … } }`. */
    translations: jsonb('translations').$type<Partial<Record<'zh_CN', BotWords>>>(),
    /** Questions asked to the bot, by anyone (Discover's "most used"). */
    uses: integer('uses').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('bots_owner_idx').on(table.ownerId),
    index('bots_public_created_idx').on(table.isPublic, table.createdAt),
    index('bots_public_uses_idx').on(table.isPublic, table.uses),
  ],
);
export type BotRow = typeof bots.$inferSelect;

/** The tags a bot may carry (`cli/tag/v1/page`): a fixed list seeded at start-up (seed.ts). */
export const botTags = pgTable('bot_tags', {
  id: text('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  sort: integer('sort').notNull().default(0),
});
export type BotTagRow = typeof botTags.$inferSelect;

export const botTagLinks = pgTable(
  'bot_tag_links',
  {
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => botTags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.botId, table.tagId] }), index('bot_tag_links_tag_idx').on(table.tagId)],
);

/** A public bot someone added to "my bots" (SPEC bind). */
export const botBindings = pgTable(
  'bot_bindings',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.botId] }), index('bot_bindings_bot_idx').on(table.botId)],
);
