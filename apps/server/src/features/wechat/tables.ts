import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/tables/columns.ts';
import { users } from '../../platform/db/tables/users.ts';

/** The WeChat Official Account a user publishes to: one per user, the secret sealed (secret-box.ts). */
export const wechatAccounts = pgTable('wechat_accounts', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  appId: text('app_id').notNull(),
  /** AES-256-GCM under the server key, bound to the user and AppID: never the secret itself. */
  secretSealed: text('secret_sealed').notNull(),
  ...timestamps,
});
export type WechatAccountRow = typeof wechatAccounts.$inferSelect;
