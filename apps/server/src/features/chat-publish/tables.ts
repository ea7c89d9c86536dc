import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/tables/columns.ts';
import { users } from '../../platform/db/tables/users.ts';

/**
 * The public copy of a conversation (`/c/{slug}`): the turns its owner chose, rendered and
 * sanitized when published, so later questions stay private until the owner publishes again.
 * One per conversation; the row outlives a take-down (`withdrawnAt` set) so the address stays the
 * same when it is published again. Deleting the conversation deletes it (topic id, cascaded by
 * the chat feature's delete through the service's take-down) — and a page whose conversation is
 * gone is never shown.
 */
export const chatPublications = pgTable('chat_publications', {
  topicId: text('topic_id').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** The turns rendered with raw HTML off; the page's body. */
  html: text('html').notNull(),
  description: text('description').notNull(),
  lang: text('lang').notNull(),
  turns: integer('turns').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Set: taken down, the page answers 404. */
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});
export type ChatPublicationRow = typeof chatPublications.$inferSelect;
