import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/tables/columns.ts';
import { users } from '../../platform/db/tables/users.ts';

/** A group of the writing list (SPEC "document list and groups"); its documents are its owner's. */
export const writingGroups = pgTable(
  'writing_groups',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (table) => [index('writing_groups_user_idx').on(table.userId, table.createdAt)],
);
export type WritingGroupRow = typeof writingGroups.$inferSelect;

/**
 * A document of the writing editor: Markdown content. Deleting its group moves it to "no group"
 * (`set null`), never deletes it. `trashedAt` set: it is in the trash, and purged 30 days later.
 * `revision` counts changes of title and content: saves name the one they were edited from.
 */
export const writingDocuments = pgTable(
  'writing_documents',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: text('group_id').references(() => writingGroups.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    wordCount: integer('word_count').notNull().default(0),
    revision: integer('revision').notNull().default(0),
    trashedAt: timestamp('trashed_at', { withTimezone: true, mode: 'date' }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    index('writing_documents_user_idx').on(table.userId, table.updatedAt),
    index('writing_documents_group_idx').on(table.groupId),
    index('writing_documents_trashed_idx').on(table.trashedAt),
  ],
);
export type WritingDocumentRow = typeof writingDocuments.$inferSelect;

/**
 * A kept copy of a document's title and content (version history). `seq` orders them (two may
 * be kept by one save); `savedAt` is when that text was last saved, `createdAt` when the copy was
 * taken (the autosave's 10-minute rule counts from it).
 */
export const writingVersions = pgTable(
  'writing_versions',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => writingDocuments.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    wordCount: integer('word_count').notNull(),
    /** `auto`: the autosave's periodic copy; `manual`: Cmd/Ctrl+S; `restore`: the text a restore replaced. */
    reason: text('reason', { enum: ['auto', 'manual', 'restore'] }).notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('writing_versions_document_idx').on(table.documentId, table.seq)],
);
export type WritingVersionRow = typeof writingVersions.$inferSelect;
