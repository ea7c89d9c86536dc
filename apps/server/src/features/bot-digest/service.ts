import type { BotDigest } from '@inkstone/contract/bot-digest';
import { formatMessage, isMessageKey } from '@inkstone/contract/messages';
import type { Language } from '@inkstone/contract/edition';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import type { Platform } from '../../platform/platform.ts';
import { ownBot } from '../bots/service.ts';
import * as store from './store.ts';
import type { BotDigestRow, ChannelOutcome } from './tables.ts';

/** The bot's last digest, for its owner only (through the bot's policy). */
export async function lastDigest(
  caller: CallerWith<Pick<Platform, 'db'>>,
  user: UserRow,
  botId: string,
): Promise<BotDigest | null> {
  const bot = await ownBot(caller.platform.db, user, botId);
  const row = await store.latest(caller.platform.db, bot.id);
  return row ? presentDigest(row, caller.language) : null;
}

function presentDigest(row: BotDigestRow, language: Language): BotDigest {
  return {
    day: row.day,
    status: row.status,
    email: row.email ? presentChannel(row.email, language) : null,
    sms: row.sms ? presentChannel(row.sms, language) : null,
    conversations: row.conversations,
    questions: row.questions,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

const presentChannel = (outcome: ChannelOutcome, language: Language) => ({
  status: outcome.status,
  reason: outcome.key && isMessageKey(outcome.key) ? formatMessage(language, outcome.key, outcome.params) : null,
});
