import { bigint, bigserial, boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/**
 * A person's account. `id` is SPEC's tableId; `cliUserId` is the public id the web client
 * checks before it opens the socket. Sign-in columns are filled by the accounts feature.
 */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cliUserId: text('cli_user_id').notNull(),
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    mobile: text('mobile'),
    countryCode: text('country_code'),
    account: text('account'),
    passwordHash: text('password_hash'),
    /** The user's own invite id, appended to the share links they send. */
    inviteCode: text('invite_code').notNull(),
    /** Who invited them: the user whose invite id was in the signup address. */
    invitedBy: bigint('invited_by', { mode: 'number' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_cli_user_id_key').on(table.cliUserId),
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_mobile_key').on(table.countryCode, table.mobile),
    uniqueIndex('users_account_key').on(table.account),
    uniqueIndex('users_invite_code_key').on(table.inviteCode),
    index('users_invited_by_idx').on(table.invitedBy),
  ],
);
export type UserRow = typeof users.$inferSelect;
