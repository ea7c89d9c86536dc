import { randomUUID } from 'node:crypto';
import { ResultCode } from '@inkstone/contract/envelope';
import { canRead } from '../access.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Platform } from '../../../platform/platform.ts';
import { isQaVip } from '../../billing/service.ts';
import { botById } from '../store.ts';
import type { BotRow } from '../tables.ts';
import * as store from './store.ts';
import type { BotEmbedRow } from './tables.ts';

type Ctx = Pick<Platform, 'db' | 'config' | 'clock'>;
export type Published = { bot: BotRow & { ownerId: number }; embed: BotEmbedRow };

const notPublished = () => new AppError(ResultCode.notFound, 'embed.notPublished');

/**
 * The bot as visitors may reach it: public (read through the one policy, as anyone may read
 * it), owned, with external publishing on, and its owner on the Pro plan (SPEC §6 "Some bot
 * features are VIP only": the owner's quota pays). Anything else answers as not published.
 */
export async function publishedBot(platform: Ctx, botId: string): Promise<Published> {
  const bot = await botById(platform.db, botId);
  if (!bot || bot.ownerId === null || !canRead(null, bot)) throw notPublished();
  const embed = await store.embedOf(platform.db, bot.id);
  if (!embed?.enabled) throw notPublished();
  if (!(await isQaVip(platform, bot.ownerId))) throw notPublished();
  return { bot: { ...bot, ownerId: bot.ownerId }, embed };
}

/** A new visitor id, stored with the one bot it may be used for. */
export async function newVisitor(db: Db, botId: string): Promise<string> {
  const tmpUid = `v${randomUUID().replaceAll('-', '')}`;
  await store.addVisitor(db, tmpUid, botId);
  return tmpUid;
}

/** Refuses a tmpUid unknown, or taken for another bot. */
export async function checkVisitor(db: Db, tmpUid: string, botId: string): Promise<void> {
  if ((await store.visitorBot(db, tmpUid)) !== botId) throw new AppError(ResultCode.forbidden, 'embed.badVisitor');
}
