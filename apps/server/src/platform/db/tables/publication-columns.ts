import { bigint, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * The columns every published page's snapshot has (writing's /p/{slug}, chat's /c/{slug}): whose
 * it is, its unguessable slug, and what it showed when last published. A function, not a shared
 * object: drizzle names a column's unique constraint after the first table it is built into, so
 * each table needs builders of its own.
 */
export const publicationColumns = () => ({
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** Rendered with raw HTML off (unsafe addresses dropped) when published: the page's body. */
  html: text('html').notNull(),
  /** Plain words for og:description. */
  description: text('description').notNull(),
  lang: text('lang').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Set: taken down, the page answers 404; the row (so the slug) stays for the next publish. */
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});
