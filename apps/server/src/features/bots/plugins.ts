import { and, isNotNull, sql } from 'drizzle-orm';
import type { Language } from '@inkstone/contract/edition';
import type { Db } from '../../platform/db/client.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import { botAccess } from './access.ts';
import { wordsOf } from './present.ts';
import { bots, type BotRow } from './tables.ts';

export { botById } from './store.ts';

/** Users' bots with the email or SMS plugin on: the daily digest's round. */
export function botsWithPlugins(db: Db): Promise<BotRow[]> {
  return db
    .select()
    .from(bots)
    .where(and(isNotNull(bots.ownerId), sql`(${bots.plugins}->>'email' = 'true' or ${bots.plugins}->>'sms' = 'true')`));
}

/** The bot, for its owner alone (through the one policy): what only an owner reads. */
export const ownBot = (db: Db, user: UserRow, id: string): Promise<BotRow> => botAccess(db, user, id, 'share');

export const botNameIn = (bot: BotRow, language: Language): string => wordsOf(bot, language).name;
