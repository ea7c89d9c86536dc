import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/tables/columns.ts';
import { users } from '../../platform/db/tables/users.ts';

/**
 * One-time codes sent by email or SMS. Only a hash is kept; a code is good for 5 minutes
 * and a few wrong tries void it.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [index('verification_codes_target_idx').on(table.target, table.createdAt)],
);

/**
 * Acceptance of the terms, one row per account. `checkbox`: the web app's signup form sent its
 * ticked box (`agree`); `signup`: a client written to SPEC.md §7, which sends no such field,
 * signed up — the terms box is a form rule (§5), so the signup itself is the consent and its
 * time is recorded.
 */
export const termsConsents = pgTable('terms_consents', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }).notNull(),
  via: text('via', { enum: ['checkbox', 'signup'] }).notNull(),
  ...timestamps,
});
