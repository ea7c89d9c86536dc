import { ResultCode } from '@inkstone/contract/envelope';
import { canRead } from '../access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Platform } from '../../../platform/platform.ts';
import { isQaVip } from '../../billing/service.ts';
import { botById } from '../store.ts';
import type { BotRow } from '../tables.ts';
import * as store from './store.ts';
import type { BotEmbedRow } from './tables.ts';
import { newVisitorKey, readVisitor, signVisitor, visitorKey } from './visitor-token.ts';

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

type VisitorCtx = Pick<Platform, 'db' | 'database' | 'storage' | 'clock'>;

/** A new visitor, stored with the one bot it may be used for; its signed id (visitor-token.ts). */
export async function newVisitor(platform: VisitorCtx, botId: string): Promise<string> {
  const visitor = newVisitorKey();
  await store.addVisitor(platform.db, visitor, botId);
  return signVisitor(await visitorKey(platform), visitor, botId, platform.clock.now());
}

/** The visitor a signed id names, if it is ours, unexpired, and that visitor is this bot's; else null. */
export async function knownVisitor(platform: VisitorCtx, tmpUid: string, botId: string): Promise<string | null> {
  const visitor = readVisitor(await visitorKey(platform), tmpUid, botId, platform.clock.now());
  if (!visitor || (await store.visitorBot(platform.db, visitor)) !== botId) return null;
  return visitor;
}

/**
 * The visitor key (under which its history and files are stored) of a tmpUid: refused when it
 * is not signed by us, has ended, or was taken for another bot.
 */
export async function checkVisitor(platform: VisitorCtx, tmpUid: string, botId: string): Promise<string> {
  const visitor = await knownVisitor(platform, tmpUid, botId);
  if (!visitor) throw new AppError(ResultCode.forbidden, 'embed.badVisitor');
  return visitor;
}

/** The same visitor's id, lasting another VISITOR_LIFETIME_S from now. */
export async function renewVisitor(platform: VisitorCtx, visitor: string, botId: string): Promise<string> {
  return signVisitor(await visitorKey(platform), visitor, botId, platform.clock.now());
}
