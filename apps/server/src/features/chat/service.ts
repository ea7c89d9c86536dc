import { randomUUID } from 'node:crypto';
import { ModelId, catalogueItem, type ModelEntry } from '@inkstone/contract/models';
import type { ChatBody, StreamFrame, Topic } from '@inkstone/contract/chat';
import { titleFromQuestion } from '@inkstone/contract/chat-topics';
import { ResultCode } from '@inkstone/contract/envelope';
import { formatMessage } from '@inkstone/contract/messages';
import type { StreamPart } from '../../ai/types.ts';
import { can, ownedBy } from '../../platform/access/authorize.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import { customInstructions } from '../account/service.ts';
import { chargeWhileWriting, heldCharge } from './charge.ts';
import { conversationFiles } from './attachments.ts';
import { historyMessages, userTurn } from './context.ts';
import { holdLease } from './lease.ts';
import { presentTopic } from './present.ts';
import { track, untrack } from './running.ts';
import * as store from './store.ts';
import { anyMessage, anyTopic } from './topic-store.ts';
import type { Platform } from '../../platform/platform.ts';

/** The platform parts these services use. */
type ChatPlatform = Pick<Platform, 'db' | 'config' | 'clock' | 'ai' | 'storage'>;

/** Models whose questions count against the premium allowance (SPEC's "GPT-4 Q&A"). */
export const PREMIUM: ReadonlySet<string> = new Set(['gpt4.0', 'gpto1', 'anthropic', 'anthropic3.7']);
/** How often a running answer is written down, so a crash loses at most this much. */
const SAVE_EVERY_MS = 1500;

export type FrameSink = (frame: StreamFrame) => void;

export function modelList(caller: CallerWith<ChatPlatform>): Array<ModelEntry & { enabled: boolean }> {
  const { ai, config } = caller.platform;
  return ai
    .listModels(config.EDITION)
    .map((entry) => ({ ...entry, enabled: ai.demoMode || ai.isEnabled(entry.model as ModelId) }));
}

export async function defaultModel(caller: CallerWith<ChatPlatform>, userId: number): Promise<string> {
  return (
    (await store.defaultModelOf(caller.platform.db, userId)) ??
    caller.platform.ai.defaultModel(caller.platform.config.EDITION)
  );
}

export async function setDefaultModel(
  caller: CallerWith<ChatPlatform>,
  userId: number,
  model: string,
): Promise<string> {
  if (!ModelId.safeParse(model).success) throw new AppError(ResultCode.invalid, 'chat.unknownModel');
  await store.saveDefaultModel(caller.platform.db, userId, model);
  return model;
}

/** A new, empty conversation (getMsgId and the create-new-chat call). */
export async function newTopic(
  caller: CallerWith<ChatPlatform>,
  userId: number,
  input: { roleId?: string; features?: Topic['features']; projectId?: string | null; title?: string } = {},
) {
  const topic = await store.insertTopic(caller.platform.db, {
    id: randomUUID().replaceAll('-', ''),
    userId,
    roleId: input.roleId ?? '-1',
    features: input.features ?? 'chat',
    projectId: input.projectId ?? null,
    title: input.title ?? '',
  });
  return presentTopic(topic);
}

/** Everything checked and charged before the first token: bad input changes nothing. */
async function prepare(caller: CallerWith<ChatPlatform>, user: UserRow, body: ChatBody) {
  const { db, config, ai } = caller.platform;
  const model = body.model ?? (await defaultModel(caller, user.id));
  if (!ModelId.safeParse(model).success) throw new AppError(ResultCode.invalid, 'chat.unknownModel');
  const fileIds = body.fileList ?? [];
  if (fileIds.length > config.CHAT_FILE_MAX_COUNT)
    throw new AppError(ResultCode.invalid, 'chat.tooManyFiles', { count: config.CHAT_FILE_MAX_COUNT });
  const given = await store.ownFiles(db, user.id, fileIds);
  if (given.length !== new Set(fileIds).size) throw new AppError(ResultCode.invalid, 'chat.badFile');

  // Asking writes to the conversation; someone else's answer or conversation reads as missing.
  const asked = body.regenerate ? await anyMessage(db, Number(body.regenerate)) : null;
  const previous = asked && can(user, 'write', ownedBy(asked.userId)) ? asked : null;
  if (body.regenerate && !previous) throw new AppError(ResultCode.notFound, 'errors.notFound');
  // A regeneration keeps the files its question came with (those still there).
  const attached = previous && fileIds.length === 0 ? await store.ownFiles(db, user.id, previous.fileIds) : given;
  const sessionId = previous?.topicId ?? body.sessionId;
  const found = sessionId ? await anyTopic(db, sessionId) : null;
  let topic = found && can(user, 'write', ownedBy(found.userId)) ? found : null;
  if (sessionId && !topic) throw new AppError(ResultCode.notFound, 'chat.noSession');
  topic ??= await store.insertTopic(db, {
    id: randomUUID().replaceAll('-', ''),
    userId: user.id,
    roleId: body.roleId ?? body.botId ?? '-1',
    features: body.features,
    projectId: body.projectId ?? null,
  });

  // Before the charge: a model that cannot be reached costs nothing.
  const languageModel = ai.languageModel(model as ModelId);
  return { model, topic, attached, previous, languageModel, vision: catalogueItem(model as ModelId).vision };
}

/**
 * Answers one question, streaming frames to `sink`. The question is charged and stored in one
 * transaction before the model is called, and the answer is saved as it grows; a fault keeps
 * both, marked 'fail'. The charge stays only for text the model produced. A client that goes
 * away (`signal`) stops the answer like the stop button, keeping what was said.
 */
export async function answer(
  caller: CallerWith<ChatPlatform>,
  user: UserRow,
  body: ChatBody,
  sink: FrameSink,
  signal?: AbortSignal,
): Promise<store.MessageRow> {
  const { db } = caller.platform;
  const prepared = await prepare(caller, user, body);
  const { model, topic, attached, previous, languageModel, vision } = prepared;
  const input = previous?.input ?? body.prompt;
  const quote = previous ? previous.ref.find((item) => item.type === 'quote')?.content : body.quoteInfo;
  const fields = {
    input,
    prompt: previous?.prompt ?? body.promptHTML ?? '',
    ref: quote ? [{ type: 'quote', content: quote }] : [],
    fileIds: attached.map((file) => file.id),
    model,
    response: '',
    reasoning: '',
    sources: [],
    status: 'streaming' as const,
    error: null,
  };
  const { grant, written: row } = await chargeWhileWriting(caller.platform, user.id, PREMIUM.has(model), async (tx) => {
    const written = previous
      ? (await store.updateMessage(tx, previous.id, fields), { ...previous, ...fields })
      : await store.insertMessage(tx, {
          ...fields,
          topicId: topic.id,
          userId: user.id,
          msgId: body.msgId ?? randomUUID(),
          roleId: topic.roleId,
        });
    await store.touchTopic(tx, topic.id, topic.title ? undefined : titleFromQuestion(input));
    return written;
  });
  const charge = heldCharge(caller.platform, grant);

  const running = track(row.msgId, user.id, row.id);
  const releaseLease = holdLease(caller.platform, row.id);
  // The client went away: end the upstream call like a stop, keeping what was said.
  const abort = () => {
    running.stopped = true;
    running.controller.abort();
  };
  signal?.addEventListener('abort', abort);
  if (signal?.aborted) abort(); // gone already, while the question was being checked and charged
  let partial = { text: '', reasoning: '', sources: [] as store.MessageRow['sources'] };
  // Charged only for text the model produced: not for nothing, not for the offline engine's
  // fixed "no model is configured" notice (its quotes from the user's documents do count).
  let canned = false;
  const produced = () => Boolean(partial.text) && !canned;

  try {
    sink({
      code: 200,
      end: false,
      data: { type: 'start', msgId: row.msgId, tableId: row.id, sessionId: topic.id, model },
    });
    const exchanges = await store.recentExchanges(db, topic.id, caller.platform.config.CHAT_HISTORY_TURNS, row.id);
    const { documents, images, earlierImages } = await conversationFiles(caller.platform, {
      userId: user.id,
      topicId: topic.id,
      messageId: row.id,
      attached,
      historyIds: exchanges.map((exchange) => exchange.id),
      vision,
    });
    const history = historyMessages(exchanges, earlierImages);
    const instructions = await customInstructions(caller, user.id);
    const stream = languageModel.stream({
      messages: [...history, { role: 'user', content: userTurn(input, quote), images }],
      system: instructions ?? undefined,
      documents,
      language: caller.language,
      signal: running.controller.signal,
    });

    let lastSave = Date.now();
    let final: StreamPart | null = null;
    for await (const part of stream) {
      if (part.type === 'text' || part.type === 'reasoning') {
        sink({ code: 200, end: false, data: { type: part.type, content: part.text } });
        if (part.type === 'text') partial.text += part.text;
        else partial.reasoning += part.text;
      } else if (part.type === 'source') {
        const source = { index: part.source.index, title: part.source.title, url: part.source.url };
        partial.sources = [...partial.sources, source];
        sink({ code: 200, end: false, data: { type: 'source', source } });
      } else {
        final = part;
        canned = part.type === 'finish' && Boolean(part.result.canned);
        partial = { text: part.result.text, reasoning: part.result.reasoning, sources: partial.sources };
      }
      if (Date.now() - lastSave > SAVE_EVERY_MS) {
        lastSave = Date.now();
        await store.updateMessage(db, row.id, {
          response: partial.text,
          reasoning: partial.reasoning,
          sources: partial.sources,
          updatedAt: caller.platform.clock.now(),
        });
      }
    }

    await charge.settle(produced());
    const cut = final?.type === 'finish' && final.reason === 'aborted' && !running.stopped;
    if (final?.type === 'error' || cut || !final) {
      const message = formatMessage(caller.language, final?.type === 'error' ? final.error.key : 'chat.interrupted');
      await store.updateMessage(db, row.id, {
        response: partial.text,
        reasoning: partial.reasoning,
        sources: partial.sources,
        status: 'fail',
        error: message,
      });
      sink({ code: 500, end: true, data: message });
      return { ...row, response: partial.text, reasoning: partial.reasoning, status: 'fail', error: message };
    }
    await store.updateMessage(db, row.id, {
      response: partial.text,
      reasoning: partial.reasoning,
      sources: partial.sources,
      status: 'ok',
      error: null,
    });
    sink({ code: 200, end: true, data: { type: 'done', msgId: row.msgId, tableId: row.id, status: 'ok' } });
    return {
      ...row,
      response: partial.text,
      reasoning: partial.reasoning,
      sources: partial.sources,
      status: 'ok',
      error: null,
    };
  } catch (error) {
    // A fault of ours (the database, storage): the charge stays only if the model had already
    // answered, and the question is closed as failed, keeping what came, rather than left streaming.
    await charge.settle(produced());
    const message = formatMessage(caller.language, 'ai.streamError');
    await store
      .updateMessage(db, row.id, {
        response: partial.text,
        reasoning: partial.reasoning,
        sources: partial.sources,
        status: 'fail',
        error: message,
      })
      .catch(() => {});
    throw error;
  } finally {
    releaseLease();
    signal?.removeEventListener('abort', abort);
    untrack(row.msgId);
  }
}
