import { authorize, can, type Action, type Principal, type Resource } from '../../platform/access/authorize.ts';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { botById } from './store.ts';
import type { BotRow } from './tables.ts';

/** A bot as the one policy sees it: owned (or official, no owner), public or private. */
export const resourceOf = (bot: Pick<BotRow, 'ownerId' | 'isPublic'>): Resource => ({
  ownerId: bot.ownerId,
  visibility: bot.isPublic ? 'public' : 'private',
});

/** Whether `user` (or an anonymous caller) may read the bot: lists filter with it. */
export const canRead = (user: Principal, bot: Pick<BotRow, 'ownerId' | 'isPublic'>) =>
  can(user, 'read', resourceOf(bot));

/**
 * The bot `user` may do `action` on, through the one policy (DESIGN.md §4a). A bot the caller
 * may not even read (someone else's private bot) answers as if it did not exist; a public bot
 * asked for more than reading gets SPEC §6's permission message. Official bots are read-only.
 */
export async function botAccess(db: Db, user: Principal, id: string, action: Action): Promise<BotRow> {
  const bot = await botById(db, id);
  if (!bot || !canRead(user, bot)) throw notFound();
  authorize(user, action, resourceOf(bot));
  return bot;
}
