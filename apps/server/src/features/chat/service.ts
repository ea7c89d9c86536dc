import { randomUUID } from 'node:crypto';
import { ModelId, catalogueItem, type ModelEntry } from '@inkstone/contract/models';
import type { ChatBody, StreamFrame, Topic } from '@inkstone/contract/chat';
import { titleFromQuestion } from '@inkstone/contract/chat-topics';
import { ResultCode } from '@inkstone/contract/envelope';
import { formatMessage } from '@inkstone/contract/messages';
import { PREMIUM_MODELS } from '../../ai/catalogue.ts';
import type { Citation, StreamPart } from '../../ai/types.ts';
import { can, ownedBy } from '../../platform/access/authorize.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Grant } from '../billing/service.ts';
import type { GroundingScope } from '../knowledge/service.ts';
import { countBotUse } from '../bots/service.ts';
import { notebookKnowledge } from '../notebooks/service.ts';
import { botModel, botOf, type ChatBot } from './bot-chat.ts';
import { chargeWhileWriting, heldCharge } from './charge.ts';
import { holdLease } from './lease.ts';
import { modelRequest } from './model-request.ts';
import { savePartials, type PartialAnswer } from './partial-saves.ts';
import { presentTopic } from './present.ts';
import { recentRefusals } from './refusals.ts';
import { track, untrack, type Running } from './running.ts';
import * as store from './store.ts';
import { anyMessage, anyTopic } from './topic-store.ts';
import type { Platform } from '../../platform/platform.ts';

export { deleteProjectConversations } from './topic-files.ts';
export { botActivity, type BotActivity } from './bot-activity.ts';

/** The platform parts these services use. */
type ChatPlatform = Pick<Platform, 'db' | 'config' | 'clock' | 'ai' | 'storage' | 'vectorSearch'>;

/** Models whose questions count against the premium allowance (the catalogue says which). */
export const PREMIUM = PREMIUM_MODELS;
/** Receives each frame; a promise back means "wait before the next one" (the reader is slow). */
export type FrameSink = (frame: StreamFrame) => void | Promise<void>;

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

/**
 * Everything checked before anything is written or called: bad input changes nothing. A new
 * conversation is only planned here; it is written with its first question.
 */
async function prepare(caller: CallerWith<ChatPlatform>, user: UserRow, body: ChatBody) {
  const { db, config, ai } = caller.platform;
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
  const existing = found && can(user, 'write', ownedBy(found.userId)) ? found : null;
  if (sessionId && !existing) throw new AppError(ResultCode.notFound, 'chat.noSession');
  const topic = existing ?? {
    id: randomUUID().replaceAll('-', ''),
    userId: user.id,
    // A bot named by either field (clients send roleId -1 beside a botId) owns the conversation.
    roleId: [body.roleId, body.botId].find((id) => id && id !== '-1') ?? '-1',
    features: body.features ?? ('chat' as const),
    projectId: body.projectId ?? null,
    title: '',
  };
  // A bot's conversation is answered by the bot's base model (and charged as that model).
  const bot = await botOf(caller.platform, user, topic, body, caller.language);
  const model = bot?.model ?? body.model ?? (await defaultModel(caller, user.id));
  if (!ModelId.safeParse(model).success) throw new AppError(ResultCode.invalid, 'chat.unknownModel');

  // Before the charge: a model that cannot be reached costs nothing.
  const languageModel = ai.languageModel(model as ModelId);
  return {
    model,
    topic,
    newTopic: !existing,
    attached,
    previous,
    languageModel,
    vision: catalogueItem(model as ModelId).vision,
    bot,
  };
}

/**
 * Answers one question, streaming frames to `sink`. The upstream call starts as soon as the
 * context is read; meanwhile the question is charged and stored in one transaction. Nothing
 * reaches the client before that transaction commits: a refused charge is still an ordinary
 * error answer, a failed write rolls the charge back and ends the upstream call, and the
 * prompt is stored before any of the answer is shown. The answer is saved as it grows
 * (partial-saves.ts); a fault keeps both, marked 'fail'. The charge stays only for text the
 * model produced. A client that goes away (`signal`) stops the answer like the stop button,
 * keeping what was said.
 */
export async function answer(
  caller: CallerWith<ChatPlatform>,
  user: UserRow,
  body: ChatBody,
  sink: FrameSink,
  signal?: AbortSignal,
  options: { knowledge?: boolean } = {},
): Promise<store.MessageRow> {
  const { db } = caller.platform;
  const prepared = await prepare(caller, user, body);
  const container = await knowledgeOf(caller, user, prepared, body, options.knowledge ?? false);
  // The reader's choice of sources narrows the container; it never widens it.
  const picked = (ids: readonly string[]) => container?.sourceIds?.filter((id) => ids.includes(id)) ?? ids;
  const knowledge = container && body.sourceIds ? { ...container, sourceIds: picked(body.sourceIds) } : container;
  const { model, topic, newTopic, attached, previous, vision, bot } = prepared;
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

  const request = await modelRequest(caller, {
    userId: user.id,
    topicId: topic.id,
    newTopic,
    regenerating: previous?.id ?? null,
    attached,
    vision,
    question: input,
    quote,
    language: caller.language,
    knowledge,
    bot,
  });
  const languageModel = bot ? botModel(prepared.languageModel, bot, request.groundedPassages) : prepared.languageModel;
  // The upstream call starts now (the first `next()` sends it) and its parts wait for the commit;
  // for a user just refused for quota it starts only once the question is charged (refusals.ts).
  const controller = new AbortController();
  const refusals = recentRefusals(caller.platform, user.id, PREMIUM.has(model));
  let upstream: { parts: AsyncIterator<StreamPart>; pending: Promise<IteratorResult<StreamPart>> } | null = null;
  const startUpstream = () => {
    const parts = languageModel.stream({ ...request, signal: controller.signal })[Symbol.asyncIterator]();
    return { parts, pending: parts.next() };
  };
  if (!refusals.refusedBefore) upstream = startUpstream();
  let running: Running | null = null;
  let gone = false;
  // The client went away: end the upstream call like a stop, keeping what was said.
  const abort = () => {
    gone = true;
    if (running) running.stopped = true;
    controller.abort();
  };
  signal?.addEventListener('abort', abort);
  if (signal?.aborted) abort();

  let grant: Grant;
  let row: store.MessageRow;
  try {
    ({ grant, written: row } = await chargeWhileWriting(caller.platform, user.id, PREMIUM.has(model), async (tx) => {
      const title = topic.title ? undefined : titleFromQuestion(input);
      if (previous) {
        await store.touchTopic(tx, topic.id, title);
        await store.updateMessage(tx, previous.id, fields);
        return { ...previous, ...fields };
      }
      return store.insertQuestion(
        tx,
        newTopic ? { insert: { ...topic, title: title ?? '' } } : { touch: { id: topic.id, title } },
        {
          ...fields,
          topicId: topic.id,
          userId: user.id,
          msgId: body.msgId ?? randomUUID(),
          roleId: topic.roleId,
        },
      );
    }));
  } catch (error) {
    // Refused or not written: nothing is kept or charged, and the model is not left talking.
    if (error instanceof AppError && error.code === ResultCode.quotaExceeded) refusals.refused();
    signal?.removeEventListener('abort', abort);
    controller.abort();
    const started = upstream;
    if (started) void started.pending.then(() => started.parts.return?.()).catch(() => {});
    throw error;
  }
  refusals.granted();
  if (bot) {
    const hits = bot.knowledge ? request.groundedPassages : null;
    const use = { botId: bot.id, asker: `u:${user.id}`, conversation: topic.id, hits, answerRef: `chat:${row.id}` };
    await countBotUse(caller.platform, use);
  }
  const { parts } = (upstream ??= startUpstream());
  let { pending } = upstream;
  const charge = heldCharge(caller.platform, grant);

  running = track(row.msgId, user.id, row.id, controller);
  if (gone) running.stopped = true;
  const current = running;
  const releaseLease = holdLease(caller.platform, row.id);
  let partial: PartialAnswer = { text: '', reasoning: '', sources: [] };
  const saves = savePartials(caller.platform, row.id, () => partial);
  // Charged only for text the model produced: not for nothing, not for the offline engine's
  // fixed "no model is configured" notice (its quotes from the user's documents do count).
  let canned = false;
  const produced = () => Boolean(partial.text) && !canned;
  // A slow reader holds the stream (and so the upstream) instead of letting frames pile up: the
  // sink answers a promise only then, and only then is there anything to wait for (an `await`
  // per token would cost a turn of the microtask queue for every token of every stream).
  const send = (frame: StreamFrame): void | Promise<void> => sink(frame);

  try {
    await send({
      code: 200,
      end: false,
      data: { type: 'start', msgId: row.msgId, tableId: row.id, sessionId: topic.id, model },
    });

    let final: StreamPart | null = null;
    for (let next = await pending; !next.done; next = await pending) {
      const part = next.value;
      if (part.type === 'text' || part.type === 'reasoning') {
        if (part.type === 'text') partial.text += part.text;
        else partial.reasoning += part.text;
        saves.changed();
        const drained = send({ code: 200, end: false, data: { type: part.type, content: part.text } });
        if (drained) await drained;
      } else if (part.type === 'source') {
        const { index, title, url, citation } = part.source;
        const source = { index, title, url, ...(citation ? sourceFieldsOf(citation) : {}) };
        partial.sources = [...partial.sources, source];
        saves.changed();
        const drained = send({ code: 200, end: false, data: { type: 'source', source } });
        if (drained) await drained;
      } else {
        final = part;
        canned = part.type === 'finish' && Boolean(part.result.canned);
        partial = { text: part.result.text, reasoning: part.result.reasoning, sources: partial.sources };
      }
      pending = parts.next();
    }
    saves.stop();

    await charge.settle(produced());
    const cut = final?.type === 'finish' && final.reason === 'aborted' && !current.stopped;
    if (final?.type === 'error' || cut || !final) {
      const message = formatMessage(caller.language, final?.type === 'error' ? final.error.key : 'chat.interrupted');
      await store.updateMessage(db, row.id, {
        response: partial.text,
        reasoning: partial.reasoning,
        sources: partial.sources,
        status: 'fail',
        error: message,
      });
      await send({ code: 500, end: true, data: message });
      return { ...row, response: partial.text, reasoning: partial.reasoning, status: 'fail', error: message };
    }
    await store.updateMessage(db, row.id, {
      response: partial.text,
      reasoning: partial.reasoning,
      sources: partial.sources,
      status: 'ok',
      error: null,
    });
    await send({ code: 200, end: true, data: { type: 'done', msgId: row.msgId, tableId: row.id, status: 'ok' } });
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
    saves.stop();
    controller.abort();
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

/** A knowledge passage as SPEC's `source` carries it: which source, and where the passage is. */
function sourceFieldsOf(citation: Citation) {
  const { sourceId, page, ordinal, start, end, quote } = citation;
  return { sourceId, page, ordinal, start, end, quote };
}

/**
 * Whose knowledge grounds the answer. A notebook's chat reads its sources, for whoever may read
 * the notebook (its owner's, whoever asks); a bot's chat reads the bot's knowledge base (its
 * owner's, whoever may read the bot); the knowledge stream (sseKnowledge) refuses a question that
 * names neither. Checked before anything is written.
 */
async function knowledgeOf(
  caller: CallerWith<ChatPlatform>,
  user: UserRow,
  { topic, bot }: { topic: { features: Topic['features']; projectId: string | null }; bot: ChatBot | null },
  body: ChatBody,
  knowledgeStream: boolean,
): Promise<GroundingScope | null> {
  const projectId = body.projectId ?? topic.projectId;
  const notebook = (id: string) => notebookKnowledge(caller.platform, user, id);
  if (topic.features === 'notebook' && projectId) return notebook(projectId);
  if (bot) return bot.knowledge;
  if (!knowledgeStream) return null;
  if (projectId) return notebook(projectId);
  throw new AppError(ResultCode.invalid, 'errors.invalidField', { field: 'botId' });
}
