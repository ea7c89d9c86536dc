import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/** An uploaded file: its bytes live in storage under `storageKey`; its id is unguessable. */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    extension: text('extension').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    ...timestamps,
  },
  (table) => [index('files_user_idx').on(table.userId)],
);
export type FileRow = typeof files.$inferSelect;
