import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/tables/columns.ts';
import { users } from '../../platform/db/tables/users.ts';

/**
 * The public copy of a writing document (`/p/{slug}`): what it said when it was last published,
 * rendered and sanitized then, so later edits stay private until the owner publishes again. One
 * per document; the row outlives an unpublish (`withdrawnAt` set) so the slug stays the same
 * when the document is published again. The document itself is the writing feature's: a page
 * shows only while it stands outside the trash (asked through writing's service).
 */
export const writingPublications = pgTable('writing_publications', {
  documentId: text('document_id').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** renderArticle's output: raw HTML in the Markdown was text, unsafe addresses dropped. */
  html: text('html').notNull(),
  /** The first paragraph as plain words (og:description). */
  description: text('description').notNull(),
  lang: text('lang').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Set: unpublished, the page answers 404. */
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});
export type WritingPublicationRow = typeof writingPublications.$inferSelect;
