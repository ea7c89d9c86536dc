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
import { chargeForQuestion, type Grant } from '../billing/service.ts';
import type { GroundingScope } from '../knowledge/service.ts';
import { countBotUse } from '../bots/service.ts';
import { notebookKnowledge } from '../notebooks/service.ts';
import { searchTheWeb, withSearchNotice, withWebPages } from '../web-search/service.ts';
import { botModel, botOf, type ChatBot } from './bot-chat.ts';
import { heldCharge } from './charge.ts';
import { knownAllowance } from './known-allowance.ts';
import { holdLease } from './lease.ts';
import { modelRequest } from './model-request.ts';
import { savePartials, type PartialAnswer } from './partial-saves.ts';
import { presentTopic } from './present.ts';
import { writingDocumentOf } from './writing-context.ts';
import { recentRefusals } from './refusals.ts';
import { track, untrack, type Running } from './running.ts';
import * as store from './store.ts';
import { anyMessage, anyTopic } from './topic-store.ts';
import type { Platform } from '../../platform/platform.ts';

export { deleteProjectConversations } from './topic-files.ts';
export { botActivity, type BotActivity } from './bot-activity.ts';
export { imageConversation, settleImageAnswer, storeImageQuestion } from './image-question.ts';

/** The platform parts these services use. */
type ChatPlatform = Pick<
  Platform,
  'db' | 'database' | 'config' | 'clock' | 'ai' | 'storage' | 'vectorSearch' | 'realtime' | 'metrics'
>;

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
 * context is read; meanwhile the question is charged and its row id drawn. Where this instance
 * knows the user's allowance has room (known-allowance.ts), nothing holds the first token back:
 * the charge runs beside the answer, and one refused after all ends it with the refusal's words,
 * keeping nothing. Otherwise the charge holds the first frame back, so a refusal is an ordinary
 * error answer. The question's row is written while the answer streams. A failed
 * write ends the stream with a 500 frame, aborts the upstream call and gives the charge back;
 * "done" is sent only once the question is stored. The answer is saved as it grows
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
  const firstToken = caller.platform.metrics.answerStarted();
  const prepared = await prepare(caller, user, body);
  const [container, writing, web] = await Promise.all([
    knowledgeOf(caller, user, prepared, body, options.knowledge ?? false),
    writingDocumentOf(caller, user, prepared.topic),
    // The composer's web-search switch: pages found for the question, or why there are none.
    body.webSearch ? searchTheWeb(caller.platform.config, questionOf(prepared, body), caller.language, signal) : null,
  ]);
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

  const asked = await modelRequest(caller, {
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
    writing,
  });
  const request = withWebPages(web, asked);
  const grounded = bot ? botModel(prepared.languageModel, bot, request.groundedPassages) : prepared.languageModel;
  const languageModel = withSearchNotice(grounded, web);
  // The upstream call starts now (the first `next()` sends it) and its parts wait for the commit;
  // for a user just refused for quota it starts only once the question is charged (refusals.ts).
  const controller = new AbortController();
  const premium = PREMIUM.has(model);
  const refusals = recentRefusals(caller.platform, user.id, premium);
  const allowance = knownAllowance(caller.platform, user.id, premium);
  let upstream: { parts: AsyncIterator<StreamPart>; pending: Promise<IteratorResult<StreamPart>> } | null = null;
  const startUpstream = () => {
    const parts = languageModel.stream({ ...request, signal: controller.signal })[Symbol.asyncIterator]();
    return { parts, pending: parts.next() };
  };
  if (!refusals.refusedBefore) upstream = startUpstream();
  // Where this instance knows the allowance has room, tokens go out before the charge is settled,
  // and the charge waits for the first of them: PGlite's queries hold the thread while they run.
  const early = upstream !== null && allowance.fits;
  // The request leaves before the charge's queries run (first-token timing, issue #11).
  if (upstream && !early) await caller.platform.database.letIoRun();
  // Early, only the row id is drawn before the first frame: a turn of the loop first lets a
  // request built in this turn's callbacks (the direct reader's) leave before PGlite holds the thread.
  if (early) await new Promise<void>((resolve) => setImmediate(resolve));
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

  const chargeQuestion = () =>
    chargeForQuestion(caller.platform, user.id, { premium }).then(
      (grant) => {
        refusals.granted();
        return grant;
      },
      (error: unknown) => {
        if (error instanceof AppError && error.code === ResultCode.quotaExceeded) refusals.refused();
        throw error;
      },
    );
  // Early, the charge runs beside the answer, after its first part; otherwise it decides whether
  // the answer may start (a refusal is an ordinary error answer). The question's row id is drawn
  // meanwhile, so the first frame need not wait for the row, which is written while the answer
  // streams. `dropped`: the question failed before its early charge ran, which then never does.
  let dropped = false;
  const charging: Promise<Grant> = allowance.follow(
    early && upstream
      ? afterFirstPart(upstream.pending).then(() =>
          dropped ? Promise.reject(new Error('not asked')) : chargeQuestion(),
        )
      : allowance.afterEarlier(chargeQuestion),
    { early },
  );
  // Its failure is handled where it is awaited; until then it must not count as unhandled.
  charging.catch(() => {});
  const [charged, drawn] = await Promise.allSettled([
    early ? null : charging,
    previous ? previous.id : store.nextMessageId(db),
  ]);
  if (charged.status === 'rejected' || drawn.status === 'rejected') {
    // Refused, or a database fault: nothing is kept or charged, and the model is not left talking.
    const error: unknown = charged.status === 'rejected' ? charged.reason : (drawn as PromiseRejectedResult).reason;
    dropped = true;
    signal?.removeEventListener('abort', abort);
    controller.abort();
    await heldCharge(caller.platform, charging).settle(false);
    const started = upstream;
    if (started) void started.pending.then(() => started.parts.return?.()).catch(() => {});
    throw error;
  }
  const rowId = drawn.value;
  const charge = heldCharge(caller.platform, charging);
  const msgId = previous?.msgId ?? body.msgId ?? randomUUID();
  let row: store.MessageRow = previous
    ? { ...previous, ...fields }
    : {
        ...fields,
        id: rowId,
        topicId: topic.id,
        userId: user.id,
        msgId,
        roleId: topic.roleId,
        msgType: 'text',
        score: null,
        publishToHtmlUrl: null,
        createdAt: caller.platform.clock.now(),
        updatedAt: caller.platform.clock.now(),
      };
  // Written while the answer streams, once charged. A write that fails, or a charge refused after
  // the first tokens, ends the answer: the upstream call is aborted, the question given back, and
  // the reader told (a 500 frame); "done" is only ever said once the question is stored.
  const { parts } = (upstream ??= startUpstream());
  let { pending } = upstream;
  let writeFailure: { error: unknown } | null = null;
  // A token already arrived is read and forwarded before the write runs.
  const written = charging
    .then(() => caller.platform.database.letIoRun())
    .then(() => writeQuestion(caller, { topic, newTopic, previous, input, fields, row, bot, request }))
    .then(
      (stored) => {
        row = stored;
      },
      (error: unknown) => {
        writeFailure = { error };
        controller.abort();
      },
    );

  running = track(caller.platform, row.msgId, user.id, row.id, controller);
  if (gone) running.stopped = true;
  const current = running;
  let partial: PartialAnswer = { text: '', reasoning: '', sources: [] };
  // The lease and the partial saves start once the row exists (they update it).
  let releaseLease = () => {};
  let saves: { changed(): void; stop(): void } = { changed: () => {}, stop: () => {} };
  let finished = false;
  void written.then(() => {
    if (writeFailure || finished) return;
    releaseLease = holdLease(caller.platform, row.id);
    saves = savePartials(caller.platform, row.id, () => partial);
    if (partial.text || partial.reasoning || partial.sources.length) saves.changed();
  });
  // Charged only for text the model produced: not for nothing, not for the offline engine's
  // fixed "no model is configured" notice (its quotes from the user's documents do count).
  let canned = false;
  const produced = () => Boolean(partial.text) && !canned && !writeFailure;
  // A slow reader holds the stream (and so the upstream) instead of letting frames pile up: the
  // sink answers a promise only then, and only then is there anything to wait for (an `await`
  // per token would cost a turn of the microtask queue for every token of every stream).
  const send = (frame: StreamFrame): void | Promise<void> => sink(frame);
  /** Waits for the question's write; a failed one ends the answer as a fault of ours. */
  const stored = async () => {
    await written;
    if (writeFailure) throw (writeFailure as { error: unknown }).error;
  };

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
        firstToken();
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
    finished = true;
    await stored();
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
    // A question that could not be written is not charged, and has no row to close (a
    // regenerated answer keeps what it was).
    finished = true;
    saves.stop();
    controller.abort();
    await charge.settle(produced());
    const message = formatMessage(caller.language, 'ai.streamError');
    if (!writeFailure)
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
    untrack(caller.platform, row.msgId);
  }
}

/**
 * How long an early charge waits for the answer's first part before it runs anyway: long
 * enough for a fast model's first token not to queue behind the charge's queries (PGlite's hold
 * the thread while they run), short enough that a slow one's question is still charged and
 * written down at once.
 */
const CHARGE_AFTER_FIRST_PART_MS = 100;

/** Settles when the first part is in (or the call failed), or after the wait above at most. */
function afterFirstPart(first: Promise<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, CHARGE_AFTER_FIRST_PART_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    first.then(done, done);
  });
}

/**
 * Writes the question down: a new one with its conversation in one statement (under the id its
 * first frame already named), a regenerated one in place. A bot's use is counted once its
 * question is stored.
 */
async function writeQuestion(
  caller: CallerWith<ChatPlatform>,
  input: {
    topic: Awaited<ReturnType<typeof prepare>>['topic'];
    newTopic: boolean;
    previous: store.MessageRow | null;
    input: string;
    fields: Partial<store.MessageRow>;
    row: store.MessageRow;
    bot: ChatBot | null;
    request: { groundedPassages: number };
  },
): Promise<store.MessageRow> {
  const { db } = caller.platform;
  const { topic, newTopic, previous, fields, row, bot } = input;
  const title = topic.title ? undefined : titleFromQuestion(input.input);
  let stored: store.MessageRow;
  if (previous) {
    stored = await db.transaction(async (tx) => {
      await store.touchTopic(tx as unknown as typeof db, topic.id, title);
      await store.updateMessage(tx as unknown as typeof db, previous.id, fields);
      return { ...previous, ...fields };
    });
  } else {
    const { id, topicId, userId, msgId, roleId } = row;
    stored = await store.insertQuestion(
      db,
      newTopic ? { insert: { ...topic, title: title ?? '' } } : { touch: { id: topic.id, title } },
      { ...fields, id, topicId, userId, msgId, roleId, input: input.input, model: row.model },
    );
  }
  if (bot) {
    const hits = bot.knowledge ? input.request.groundedPassages : null;
    const use = { botId: bot.id, asker: `u:${row.userId}`, conversation: topic.id, hits, answerRef: `chat:${row.id}` };
    await countBotUse(caller.platform, use);
  }
  return stored;
}

/** The question asked: a regenerated answer's own, whatever the client sent beside it. */
const questionOf = ({ previous }: { previous: store.MessageRow | null }, body: ChatBody) =>
  previous?.input ?? body.prompt;

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

// Publishing a conversation as a page is the chat-publish feature's; what it reads of the chat is here.
export { markPublishedTurns, ownConversation, turnsToPublish, type PublishedTurn } from './publish-source.ts';
