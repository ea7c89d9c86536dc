import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/tables/columns.ts';
import { users } from '../../platform/db/tables/users.ts';

/** A notebook (SPEC Agent Studio): its sources are knowledge sources of container `notebook`. */
export const notebooks = pgTable(
  'notebooks',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    emoji: text('emoji'),
    /** When its owner last opened it; members keep their own. */
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [index('notebooks_user_idx').on(table.userId)],
);
export type NotebookRow = typeof notebooks.$inferSelect;

/**
 * Whom a notebook is shared with, by email address (SPEC §6): the invitation stands before the
 * address has an account; whoever signs in with that verified address holds the role.
 */
export const notebookMembers = pgTable(
  'notebook_members',
  {
    notebookId: text('notebook_id')
      .notNull()
      .references(() => notebooks.id, { onDelete: 'cascade' }),
    /** Lowercased. */
    email: text('email').notNull(),
    role: text('role', { enum: ['viewer', 'editor'] }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.notebookId, table.email] }),
    index('notebook_members_email_idx').on(table.email),
  ],
);
export type NotebookMemberRow = typeof notebookMembers.$inferSelect;
