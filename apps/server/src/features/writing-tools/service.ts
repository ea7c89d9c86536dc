import { ModelId, catalogueItem } from '@inkstone/contract/models';
import { ResultCode } from '@inkstone/contract/envelope';
import { formatMessage, type MessageKey } from '@inkstone/contract/messages';
import type { WritingToolBody, WritingToolFrame } from '@inkstone/contract/writing-tools';
import { PREMIUM_MODELS } from '../../ai/catalogue.ts';
import { SUGGESTED_KEYS } from '../../ai/offline/phrases.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import { chargeForQuestion, refundCharge, type Grant } from '../billing/service.ts';
import { defaultModel } from '../chat/service.ts';
import { getDocument } from '../writing/service.ts';
import { documentSurroundings } from './document-context.ts';
import { itemsOf } from './items.ts';
import { answerLanguage, toolPrompt } from './prompts.ts';

/** Receives each frame; a promise back means "wait before the next one" (the reader is slow). */
export type ToolSink = (frame: WritingToolFrame) => void | Promise<void>;

/**
 * Runs one writing tool or wizard step, streaming its result to `sink`. Everything that can be
 * refused is checked before the first frame (the document's owner, the model, the allowance), so
 * a refusal is an ordinary error answer. The run counts as one question (SPEC §6), kept only for
 * a result the model produced: an upstream fault, an empty answer or a fault of ours gives it
 * back. Nothing is written anywhere: the result is the client's to insert, replace or discard,
 * and a partial one it already holds when a fault ends the stream.
 */
export async function runTool(
  caller: Caller,
  user: UserRow,
  body: WritingToolBody,
  sink: ToolSink,
  signal?: AbortSignal,
): Promise<void> {
  const { ai } = caller.platform;
  // Another user's document is refused with the permission message before anything runs.
  const surroundings = body.docId ? documentSurroundings(await getDocument(caller, user, body.docId), body.text) : {};
  const model = body.model ? (body.model as ModelId) : await writingModel(caller, user);
  // No provider at all: the offline engine cannot rewrite text, so say what to configure, free.
  if (ai.demoMode) return offlineNotice(caller, body, sink);
  if (!ai.isEnabled(model)) throw new AppError(ResultCode.invalid, 'ai.modelUnavailable');

  const charge = heldCharge(
    caller,
    await chargeForQuestion(caller.platform, user.id, { premium: PREMIUM_MODELS.has(model) }),
  );
  const { system, user: turn } = toolPrompt(body, surroundings);
  const send = async (frame: WritingToolFrame) => {
    const drained = sink(frame);
    if (drained) await drained;
  };
  const fail = async (key: MessageKey) => {
    await charge.settle(false);
    await send({ code: 500, end: true, data: formatMessage(caller.language, key) });
  };
  let text = '';
  try {
    await send({ code: 200, end: false, data: { type: 'start', tool: body.tool, model } });
    const parts = ai.languageModel(model).stream({
      messages: [{ role: 'user', content: turn }],
      system,
      language: answerLanguage(body),
      signal,
    });
    for await (const part of parts) {
      if (part.type === 'text' || part.type === 'reasoning') {
        if (part.type === 'text') text += part.text;
        await send({ code: 200, end: false, data: { type: part.type, content: part.text } });
      } else if (signal?.aborted && (part.type === 'error' || part.type === 'finish')) {
        // The reader went away (its stop), however the cut call ended: like the chat's stop,
        // what the model wrote counts. There is no one left to send a frame to.
        return await charge.settle(Boolean(text));
      } else if (part.type === 'error') {
        return await fail(part.error.key);
      } else if (part.type === 'finish') {
        if (!text.trim()) return await fail('writingTools.emptyResult');
        await charge.settle(true);
        const items = itemsOf(body.tool, text);
        const truncated = part.reason === 'length';
        const done = { type: 'done', tool: body.tool, status: 'ok', text, truncated } as const;
        return await send({ code: 200, end: true, data: items ? { ...done, items } : done });
      }
      // `source` parts come only with context documents, which the tools do not send.
    }
    await fail('ai.streamError');
  } catch (error) {
    // A fault of ours mid-stream (the route turns it into a 500 frame): the run is given back.
    await charge.settle(false);
    throw error;
  }
}

/**
 * The caller's default model when it writes text; a picture model chosen as the chat's default
 * (it answers with images) gives way to the server's default model.
 */
export async function writingModel(caller: Caller, user: UserRow): Promise<ModelId> {
  const chosen = ModelId.safeParse(await defaultModel(caller, user.id));
  if (chosen.success && catalogueItem(chosen.data).kind === 'chat') return chosen.data;
  return caller.platform.ai.defaultModel(caller.platform.config.EDITION);
}

/** Demo mode: a notice naming the provider keys, then `done` with status `offline`. Nothing is charged. */
async function offlineNotice(caller: Caller, body: WritingToolBody, sink: ToolSink): Promise<void> {
  const notice = formatMessage(caller.language, 'writingTools.noProvider', { keys: SUGGESTED_KEYS });
  await sink({ code: 200, end: false, data: { type: 'start', tool: body.tool, model: caller.platform.ai.offline.id } });
  await sink({ code: 200, end: false, data: { type: 'notice', content: notice } });
  await sink({
    code: 200,
    end: true,
    data: { type: 'done', tool: body.tool, status: 'offline', text: '', truncated: false },
  });
}

/** The run's charge, settled exactly once: kept for a result, given back otherwise. */
function heldCharge(caller: Caller, grant: Grant) {
  let settled = false;
  return {
    async settle(keep: boolean) {
      if (settled) return;
      settled = true;
      // A refund that fails too means the database is gone; the first fault is the one to report.
      if (!keep) await refundCharge(caller.platform, grant).catch(() => {});
    },
  };
}
