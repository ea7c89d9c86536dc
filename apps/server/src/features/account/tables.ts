import { bigint, bigserial, boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/tables/columns.ts';
import { users } from '../../platform/db/tables/users.ts';

/** Custom instructions (SPEC.md §3 user setting). */
export const userSettings = pgTable('user_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  useCustomer: boolean('use_customer').notNull().default(false),
  customer: text('customer').notNull().default(''),
  ...timestamps,
});

/** Client activations (`cli/activated/v1/activated`): which clients start, and when. */
export const activations = pgTable(
  'activations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (table) => [index('activations_user_idx').on(table.userId)],
);
