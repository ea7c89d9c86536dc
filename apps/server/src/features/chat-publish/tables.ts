import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { publicationColumns } from '../../platform/db/tables/publication-columns.ts';

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
  ...publicationColumns(),
  /** How many turns the page shows. */
  turns: integer('turns').notNull(),
});
export type ChatPublicationRow = typeof chatPublications.$inferSelect;
