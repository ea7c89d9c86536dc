import { randomUUID } from 'node:crypto';
import type { ToBChatBody } from '@inkstone/contract/bots-tob';
import type { StreamFrame } from '@inkstone/contract/chat';
import { ResultCode } from '@inkstone/contract/envelope';
import { formatMessage } from '@inkstone/contract/messages';
import { catalogueItem } from '@inkstone/contract/models';
import type { Source, StreamPart } from '../../../ai/types.ts';
import type { Db } from '../../../platform/db/client.ts';
import type { CallerWith } from '../../../platform/http/caller.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Platform } from '../../../platform/platform.ts';
import { chargeForQuestion, quotaDay, refundCharge, type Grant } from '../../billing/service.ts';
import { botForChat, countBotUse } from '../chat-bot.ts';
import { PREMIUM } from '../../chat/service.ts';
import { checkRate } from './rate.ts';
import { checkVisitor, publishedBot } from './reach.ts';
import * as store from './store.ts';
import type { EmbedMessageRow, EmbedSource } from './tables.ts';
import { visitorRequest } from './visitor-request.ts';

type Ctx = Pick<Platform, 'db' | 'database' | 'config' | 'clock' | 'storage' | 'vectorSearch' | 'ai' | 'rateLimiter'>;
export type Sink = (frame: StreamFrame) => void | Promise<void>;

/**
 * Everything checked before anything is written or called: a refusal changes nothing. The
 * tmpUid must be this bot's, the bot published, the visitor and its address under their rates,
 * the files the visitor's own uploads.
 */
async function prepare(caller: CallerWith<Ctx>, body: ToBChatBody) {
  const { platform } = caller;
  const published = await publishedBot(platform, body.botId);
  const visitor = await checkVisitor(platform, body.tmpUid, published.bot.id);
  await checkRate(platform, visitor, caller.ip);
  const fileIds = [...new Set(body.fileList ?? [])];
  if (fileIds.length > platform.config.CHAT_FILE_MAX_COUNT)
    throw new AppError(ResultCode.invalid, 'chat.tooManyFiles', { count: platform.config.CHAT_FILE_MAX_COUNT });
  const attached = await store.visitorFiles(platform.db, visitor, fileIds);
  if (attached.length !== fileIds.length) throw new AppError(ResultCode.invalid, 'embed.badFile');
  const owner = await store.ownerRow(platform.db, published.bot.ownerId);
  if (!owner) throw new AppError(ResultCode.notFound, 'embed.notPublished');
  // The bot answers on its owner's behalf: read as the owner sees it, with the owner's plan.
  const bot = await botForChat(platform, owner, published.bot.id, caller.language);
  const languageModel = platform.ai.languageModel(bot.model);
  return { published, visitor, attached, fileIds, bot, languageModel, vision: catalogueItem(bot.model).vision };
}

/**
 * Counts the question against the owner's daily cap and charges the owner's quota, writing the
 * question in the same transaction: over the cap or out of questions, nothing is kept or charged.
 */
async function chargeAndWrite(
  platform: Ctx,
  input: { botId: string; ownerId: number; cap: number; day: string; premium: boolean },
  write: (db: Db) => Promise<EmbedMessageRow>,
): Promise<{ grant: Grant; row: EmbedMessageRow }> {
  return platform.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (!(await store.countUnderCap(db, input.botId, input.day, input.cap)))
      throw new AppError(ResultCode.tooManyRequests, 'embed.capReached', {}, { warn: true });
    let grant: Grant;
    try {
      grant = await chargeForQuestion({ ...platform, db }, input.ownerId, { premium: input.premium });
    } catch (error) {
      // The owner's plan is theirs to read, not the visitor's: a plain "cannot answer now".
      if (error instanceof AppError && error.code === ResultCode.quotaExceeded)
        throw new AppError(ResultCode.quotaExceeded, 'embed.ownerQuota', {}, { warn: true });
      throw error;
    }
    return { grant, row: await write(db) };
  });
}

/**
 * Answers a visitor's question, streaming frames to `sink` in the chat streams' format. The
 * question is stored before any of the answer is shown and kept whatever the model does; the
 * owner's charge (and the day's count) is given back unless the model produced the answer.
 */
export async function answerVisitor(
  caller: CallerWith<Ctx>,
  body: ToBChatBody,
  sink: Sink,
  signal?: AbortSignal,
): Promise<void> {
  const { platform } = caller;
  const prepared = await prepare(caller, body);
  const { published, bot } = prepared;
  const request = await visitorRequest(platform, {
    tmpUid: prepared.visitor,
    bot,
    question: body.prompt,
    attached: prepared.attached,
    vision: prepared.vision,
    language: caller.language,
  });
  // Originality 1 with nothing found: the bot's fixed answer, free like the offline notices.
  const fixed = bot.strict && request.groundedPassages === 0 ? bot.notFound : null;
  const day = quotaDay(platform);
  const { grant, row } = await chargeAndWrite(
    platform,
    {
      botId: published.bot.id,
      ownerId: published.bot.ownerId,
      cap: published.embed.dailyCap,
      day,
      premium: PREMIUM.has(bot.model),
    },
    (db) =>
      store.insertMessage(db, {
        tmpUid: prepared.visitor,
        botId: published.bot.id,
        msgId: body.msgId ?? randomUUID(),
        input: body.prompt,
        fileIds: prepared.fileIds,
        model: bot.model,
        status: 'streaming',
      }),
  );
  const visitor = `v:${prepared.visitor}`;
  const hits = bot.knowledge ? request.groundedPassages : null;
  const answerRef = `visitor:${row.id}`;
  await countBotUse(platform, { botId: published.bot.id, asker: visitor, conversation: visitor, hits, answerRef });

  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  let text = '';
  let sources: EmbedSource[] = [];
  let canned = false;
  let final: StreamPart | null = null;
  try {
    await sink({
      code: 200,
      end: false,
      data: { type: 'start', msgId: row.msgId, tableId: row.id, sessionId: body.tmpUid, model: bot.model },
    });
    const parts = fixed ? fixedAnswer(fixed) : prepared.languageModel.stream({ ...request, signal: controller.signal });
    for await (const part of parts) {
      if (part.type === 'text') {
        text += part.text;
        await sink({ code: 200, end: false, data: { type: 'text', content: part.text } });
      } else if (part.type === 'source') {
        // Citations only when the owner shows the bot's knowledge.
        if (!bot.showKnowledge) continue;
        const { index, title, url, citation } = part.source;
        const source = { index, title, ...(url ? { url } : {}), ...(citation ? citationOf(citation) : {}) };
        sources = [...sources, { index, title: title ?? '', quote: citation?.quote, sourceId: citation?.sourceId }];
        await sink({ code: 200, end: false, data: { type: 'source', source } });
      } else if (part.type === 'finish' || part.type === 'error') {
        final = part;
        canned = fixed !== null || (part.type === 'finish' && Boolean(part.result.canned));
        text = part.result.text || text;
      }
    }
  } catch (error) {
    controller.abort();
    await settle(platform, grant, published.bot.id, day, false);
    await store
      .updateMessage(platform.db, row.id, {
        response: text,
        sources,
        status: 'fail',
        error: failText(caller, 'ai.streamError'),
      })
      .catch(() => {});
    throw error;
  } finally {
    signal?.removeEventListener('abort', abort);
  }
  const produced = Boolean(text) && !canned;
  await settle(platform, grant, published.bot.id, day, produced && final?.type === 'finish');
  if (final?.type !== 'finish' || (final.reason === 'aborted' && !signal?.aborted)) {
    const message = failText(caller, final?.type === 'error' ? final.error.key : 'chat.interrupted');
    await store.updateMessage(platform.db, row.id, { response: text, sources, status: 'fail', error: message });
    await sink({ code: 500, end: true, data: message });
    return;
  }
  await store.updateMessage(platform.db, row.id, { response: text, sources, status: 'ok', error: null });
  await sink({ code: 200, end: true, data: { type: 'done', msgId: row.msgId, tableId: row.id, status: 'ok' } });
}

const failText = (caller: CallerWith<Ctx>, key: Parameters<typeof formatMessage>[1]) =>
  formatMessage(caller.language, key);

/** Keeps the owner's charge for an answer the model produced; otherwise gives it and the day's count back. */
async function settle(platform: Ctx, grant: Grant, botId: string, day: string, keep: boolean) {
  if (keep) return;
  await refundCharge(platform, grant).catch(() => {});
  await store.uncount(platform.db, botId, day).catch(() => {});
}

function citationOf(citation: NonNullable<Source['citation']>) {
  const { sourceId, page, ordinal, start, end, quote } = citation;
  return { sourceId, page, ordinal, start, end, quote };
}

async function* fixedAnswer(text: string): AsyncGenerator<StreamPart> {
  yield { type: 'text', text };
  const result = { text, reasoning: '', sources: [], firstTokenMs: 0, durationMs: 0, canned: true };
  yield { type: 'finish', reason: 'stop', result };
}
