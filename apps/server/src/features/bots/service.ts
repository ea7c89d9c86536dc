import { randomUUID } from 'node:crypto';
import type {
  Bot,
  BotCreateBody,
  BotPageBody,
  BotPlugins,
  BotRole,
  BotTag,
  BotUpdateBody,
} from '@inkstone/contract/bots';
import { ResultCode } from '@inkstone/contract/envelope';
import type { Principal } from '../../platform/access/authorize.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { isQaVip } from '../billing/service.ts';
import { deleteSourcesOf } from '../knowledge/service.ts';
import { botAccess, canRead } from './access.ts';
import { presentBot, presentRole, presentTag } from './present.ts';
import * as store from './store.ts';
import type { BotRow } from './tables.ts';

export { botForChat, countBotUse, type ChatBot } from './chat-bot.ts';
export { botById, botNameIn, botsWithPlugins, ownBot } from './plugins.ts';
export { rateBotAnswer } from './stats/service.ts';

type BotPlatform = Pick<Platform, 'db' | 'config' | 'clock'>;
type Caller = CallerWith<BotPlatform>;

/** SPEC §6 "Some bot features are VIP only": the plugins need the caller's Q&A plan. */
async function checkVipFeatures(caller: Caller, user: UserRow, plugins: BotPlugins | undefined) {
  if (!plugins || (!plugins.email && !plugins.sms)) return;
  if (!(await isQaVip(caller.platform, user.id))) {
    throw new AppError(ResultCode.forbidden, 'bot.vipOnly', {}, { warn: true });
  }
}

/** The plugins' digest is written in the language the owner used when saving them. */
const withLanguage = (caller: Caller, plugins: BotPlugins): BotPlugins => ({
  ...plugins,
  language: plugins.language ?? caller.language,
});

/** Every tag must be one of the tag list's. */
async function checkTags(caller: Caller, tags: readonly string[] | undefined): Promise<string[] | undefined> {
  if (!tags) return undefined;
  const unique = [...new Set(tags)];
  const known = await store.knownTagIds(caller.platform.db, unique);
  if (unique.some((tag) => !known.has(tag))) throw invalid('bot.unknownTag');
  return unique;
}

/** Presents bots with their tags, bindings and owners: a fixed number of queries per list. */
async function present(caller: Caller, viewer: Principal, rows: readonly BotRow[]): Promise<Bot[]> {
  const { db } = caller.platform;
  const ids = rows.map((row) => row.id);
  const ownerIds = [...new Set(rows.flatMap((row) => (row.ownerId === null ? [] : [row.ownerId])))];
  const [tags, bound, owners] = await Promise.all([
    store.tagsOf(db, ids),
    viewer ? store.boundAmong(db, viewer.id, ids) : Promise.resolve(new Set<string>()),
    store.ownerNames(db, ownerIds),
  ]);
  return rows.map((row) =>
    presentBot(row, {
      language: caller.language,
      viewerId: viewer?.id ?? null,
      tags: tags.get(row.id) ?? [],
      isBound: bound.has(row.id),
      ownerName: row.ownerId === null ? null : (owners.get(row.ownerId) ?? null),
    }),
  );
}

const presentOne = async (caller: Caller, viewer: Principal, row: BotRow) => (await present(caller, viewer, [row]))[0]!;

export async function createBot(caller: Caller, user: UserRow, body: BotCreateBody): Promise<Bot> {
  const tags = (await checkTags(caller, body.tags)) ?? [];
  await checkVipFeatures(caller, user, body.plugins);
  const { tags: _tags, ...fields } = body;
  const bot = await store.insertBot(caller.platform.db, {
    ...fields,
    plugins: withLanguage(caller, fields.plugins),
    id: randomUUID().replaceAll('-', ''),
    ownerId: user.id,
  });
  await store.setTags(caller.platform.db, bot.id, tags);
  return presentOne(caller, user, bot);
}

export async function updateBot(caller: Caller, user: UserRow, body: BotUpdateBody): Promise<Bot> {
  const { db } = caller.platform;
  const { tableId, tags: givenTags, ...given } = body;
  const bot = await botAccess(db, user, tableId, 'write');
  const tags = await checkTags(caller, givenTags);
  await checkVipFeatures(caller, user, given.plugins);
  const fields = Object.fromEntries(
    Object.entries({ ...given, plugins: given.plugins && withLanguage(caller, given.plugins) }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  const updated = await store.updateBot(db, bot.id, fields);
  if (tags) await store.setTags(db, bot.id, tags);
  return presentOne(caller, user, updated);
}

export async function setPublic(caller: Caller, user: UserRow, body: { tableId: string; isPublic: boolean }) {
  const bot = await botAccess(caller.platform.db, user, body.tableId, 'share');
  const updated = await store.updateBot(caller.platform.db, bot.id, { isPublic: body.isPublic });
  return presentOne(caller, user, updated);
}

/** Deletes a bot with its knowledge sources (and their passages); tags and bindings cascade. */
export async function deleteBot(
  caller: CallerWith<Pick<Platform, 'db' | 'config' | 'clock'>>,
  user: UserRow,
  id: string,
): Promise<boolean> {
  const bot = await botAccess(caller.platform.db, user, id, 'delete');
  await deleteSourcesOf(caller.platform, { userId: user.id, container: { kind: 'bot', id: bot.id } });
  return store.deleteBot(caller.platform.db, bot.id);
}

export async function getBot(caller: Caller, user: UserRow | null, id: string): Promise<Bot> {
  return presentOne(caller, user, await botAccess(caller.platform.db, user, id, 'read'));
}

export async function discoverPage(caller: Caller, user: UserRow | null, body: BotPageBody) {
  const found = await store.publicBots(
    caller.platform.db,
    { category: body.category, tag: body.tag, keyword: body.keyword || undefined, sort: body.sort },
    { offset: (body.current - 1) * body.size, limit: body.size },
  );
  // The query asks for public bots; the policy still has the last word on each.
  const records = await present(
    caller,
    user,
    found.records.filter((row) => canRead(user, row)),
  );
  return {
    records,
    total: found.total,
    current: body.current,
    size: body.size,
    pages: Math.ceil(found.total / body.size),
  };
}

/**
 * Binds a public bot. Someone else's private bot answers as missing; one's own bot is already
 * among one's bots, so nothing is written.
 */
export async function bindBot(caller: Caller, user: UserRow, id: string): Promise<boolean> {
  const bot = await botAccess(caller.platform.db, user, id, 'read');
  if (bot.ownerId === user.id) return true;
  await store.bind(caller.platform.db, user.id, bot.id);
  return true;
}

export const unbindBot = (caller: Caller, user: UserRow, id: string): Promise<boolean> =>
  store.unbind(caller.platform.db, user.id, id);

/** Mine first, then bound ones the policy still lets me read (a bot made private drops out). */
async function myBotRows(caller: Caller, user: UserRow): Promise<BotRow[]> {
  const [own, bound] = await Promise.all([
    store.ownBots(caller.platform.db, user.id),
    store.boundBots(caller.platform.db, user.id),
  ]);
  return [...own, ...bound.filter((bot) => bot.ownerId !== user.id && canRead(user, bot))];
}

export async function myBots(caller: Caller, user: UserRow): Promise<Bot[]> {
  return present(caller, user, await myBotRows(caller, user));
}

export async function myRoles(caller: Caller, user: UserRow): Promise<BotRole[]> {
  return (await myBotRows(caller, user)).map((bot) => presentRole(bot, caller.language));
}

export async function botsForLogin(caller: Caller): Promise<BotRole[]> {
  return (await store.officialBots(caller.platform.db)).map((bot) => presentRole(bot, caller.language));
}

export async function tagPage(caller: Caller, query: { current: number; size: number }) {
  const found = await store.tagPage(caller.platform.db, {
    offset: (query.current - 1) * query.size,
    limit: query.size,
  });
  return {
    records: found.records.map((tag): BotTag => presentTag(tag, caller.language)),
    total: found.total,
    current: query.current,
    size: query.size,
    pages: Math.ceil(found.total / query.size),
  };
}
