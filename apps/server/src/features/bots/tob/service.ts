import { inArray } from 'drizzle-orm';
import type { EmbedSettings, SetEmbedBody, ToBBot, ToBPageBody, ToBRecord } from '@inkstone/contract/bots-tob';
import { ResultCode } from '@inkstone/contract/envelope';
import type { UploadedFile } from '@inkstone/contract/files';
import { files } from '../../../platform/db/tables/files.ts';
import type { UserRow } from '../../../platform/db/tables/users.ts';
import { extractText } from '../../../platform/documents/extract.ts';
import type { CallerWith } from '../../../platform/http/caller.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Platform } from '../../../platform/platform.ts';
import { Accept } from '../../../platform/storage/sniff.ts';
import { discardFile, storeUpload, type ReadUpload } from '../../../platform/storage/upload.ts';
import { isQaVip, quotaDay } from '../../billing/service.ts';
import { presentFile } from '../../files/service.ts';
import { botAccess } from '../access.ts';
import { wordsOf } from '../present.ts';
import { EmbedLimits } from '@inkstone/contract/bots-tob';
import { checkNewVisitor } from './rate.ts';
import { checkVisitor, knownVisitor, newVisitor, publishedBot, renewVisitor } from './reach.ts';
import * as store from './store.ts';
import type { EmbedMessageRow } from './tables.ts';

export { answerVisitor } from './answer.ts';

type Ctx = Pick<Platform, 'db' | 'database' | 'storage' | 'config' | 'clock' | 'rateLimiter'>;
type Caller = CallerWith<Ctx>;

/**
 * GET getTmpUid: the visitor's id for a published bot. The id the page holds (`tmpUid`) comes
 * back renewed for another 30 days when it is ours, unexpired and this bot's; anything else (none,
 * forged, ended, another bot's) gets a fresh visitor with an empty history.
 */
export async function visitorId(caller: Caller, botId: string, held?: string): Promise<string> {
  const { bot } = await publishedBot(caller.platform, botId);
  const visitor = held ? await knownVisitor(caller.platform, held, bot.id) : null;
  if (visitor) return renewVisitor(caller.platform, visitor, bot.id);
  await checkNewVisitor(caller.platform, caller.ip);
  return newVisitor(caller.platform, bot.id);
}

/** GET getToB/{tableId}: what the customer-facing page shows, in the request's language. */
export async function botFace(caller: Caller, botId: string): Promise<ToBBot> {
  const { bot } = await publishedBot(caller.platform, botId);
  const words = wordsOf(bot, caller.language);
  return {
    tableId: bot.id,
    name: words.name,
    avatar: bot.avatar,
    greeting: words.greeting,
    description: words.description,
    showKnowledge: bot.showKnowledge,
  };
}

/** POST pageToB: the visitor's own exchanges, newest first. */
export async function visitorPage(caller: CallerWith<Ctx & Pick<Platform, 'fileUrls'>>, body: ToBPageBody) {
  const { db } = caller.platform;
  const { bot } = await publishedBot(caller.platform, body.botId);
  const visitor = await checkVisitor(caller.platform, body.tmpUid, bot.id);
  const found = await store.visitorMessages(db, visitor, {
    offset: (body.current - 1) * body.size,
    limit: body.size,
  });
  const fileIds = [...new Set(found.records.flatMap((row) => row.fileIds))];
  const fileRows = fileIds.length ? await db.select().from(files).where(inArray(files.id, fileIds)) : [];
  const byId = new Map(fileRows.map((file) => [file.id, file]));
  return {
    records: found.records.map((row) => presentRecord(row, byId, bot.showKnowledge)),
    total: found.total,
    current: body.current,
    size: body.size,
    pages: Math.ceil(found.total / body.size),
  };
}

function presentRecord(
  row: EmbedMessageRow,
  filesById: Map<string, { name: string; mime: string }>,
  showKnowledge: boolean,
): ToBRecord {
  return {
    tableId: row.id,
    msgId: row.msgId,
    input: row.input,
    response: row.response,
    status: row.status,
    error: row.error,
    sources: showKnowledge ? row.sources : [],
    files: row.fileIds.flatMap((fileId) => {
      const file = filesById.get(fileId);
      return file ? [{ fileId, name: file.name, type: file.mime }] : [];
    }),
    createTime: row.createdAt.toISOString(),
  };
}

/**
 * POST uploadToB: a visitor's attachment, with uploadChat's types and size. The file is the
 * owner's (their bot's visitors' uploads go with their account) and usable by this visitor only.
 */
export async function visitorUpload(
  caller: CallerWith<Pick<Platform, 'db' | 'database' | 'config' | 'clock' | 'storage' | 'fileUrls' | 'rateLimiter'>>,
  upload: ReadUpload,
): Promise<UploadedFile> {
  const { platform } = caller;
  const tmpUid = upload.fields.tmpUid?.trim() ?? '';
  const botId = upload.fields.botId?.trim() ?? '';
  if (!botId || botId.length > 64) throw new AppError(ResultCode.invalid, 'errors.invalidField', { field: 'botId' });
  if (!tmpUid || tmpUid.length > 80) throw new AppError(ResultCode.invalid, 'embed.badVisitor');
  const { bot } = await publishedBot(platform, botId);
  const visitor = await checkVisitor(platform, tmpUid, bot.id);
  const accept = [...Accept.documents, ...Accept.images];
  const file = await storeUpload(platform, upload, { accept, userId: bot.ownerId, purpose: 'embed' });
  let text: string | null;
  try {
    text = await extractText(upload.data, file.mime);
    await store.addFile(platform.db, { fileId: file.id, tmpUid: visitor, text });
  } catch {
    await discardFile(platform, file);
    throw new AppError(ResultCode.unsupportedMedia, 'chat.fileUnreadable', { kind: file.extension.toUpperCase() });
  }
  return { ...presentFile(file, platform.fileUrls), length: text?.length ?? null };
}

/** The owner's settings, read through the one policy: another user's bot is refused. */
export async function embedSettings(caller: Caller, user: UserRow, botId: string): Promise<EmbedSettings> {
  const bot = await botAccess(caller.platform.db, user, botId, 'write');
  return settingsOf(caller, bot.id, bot.isPublic, user.id);
}

/** Turning publishing on needs the Pro plan (SPEC §6 VIP only); turning it off never does. */
export async function setEmbed(caller: Caller, user: UserRow, body: SetEmbedBody): Promise<EmbedSettings> {
  const bot = await botAccess(caller.platform.db, user, body.tableId, 'write');
  if (body.enabled && !(await isQaVip(caller.platform, user.id)))
    throw new AppError(ResultCode.forbidden, 'bot.vipOnly', {}, { warn: true });
  await store.saveEmbed(caller.platform.db, bot.id, { enabled: body.enabled, dailyCap: body.dailyCap });
  return settingsOf(caller, bot.id, bot.isPublic, user.id);
}

async function settingsOf(caller: Caller, botId: string, isPublic: boolean, ownerId: number): Promise<EmbedSettings> {
  const { db } = caller.platform;
  const [embed, usedToday, vip] = await Promise.all([
    store.embedOf(db, botId),
    store.usedOn(db, botId, quotaDay(caller.platform)),
    isQaVip(caller.platform, ownerId),
  ]);
  const enabled = embed?.enabled ?? false;
  return {
    tableId: botId,
    enabled,
    dailyCap: embed?.dailyCap ?? EmbedLimits.dailyCapDefault,
    usedToday,
    live: enabled && isPublic && vip,
  };
}
