import { ResultCode } from '@inkstone/contract/envelope';
import { formatMessage, type MessageKey } from '@inkstone/contract/messages';
import type { MinutesFrame, MinutesTemplate } from '@inkstone/contract/voice';
import { PREMIUM_MODELS } from '../../ai/catalogue.ts';
import { SUGGESTED_KEYS } from '../../ai/offline/phrases.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import { chargeForQuestion, refundCharge } from '../billing/service.ts';
import { recordingAccess } from './access.ts';
import { minutesLanguage, minutesPrompt } from './minutes-prompts.ts';
import * as store from './store.ts';

export type MinutesSink = (frame: MinutesFrame) => void | Promise<void>;

/**
 * Streams minutes from a recording's transcript through the server's chat model, in the manner
 * of the writing tools: refusals come before the first frame (another user's recording, no
 * transcript yet); without a model a notice says what to configure and nothing is written or
 * charged (no invented minutes); one question is charged per run and given back on a fault or an
 * empty answer. The minutes are saved when the model finishes, replacing the earlier ones; a
 * stopped or failed run leaves the saved minutes as they were.
 */
export async function streamMinutes(
  caller: Caller,
  user: UserRow,
  body: { id: string; template: MinutesTemplate },
  sink: MinutesSink,
  signal?: AbortSignal,
): Promise<void> {
  const { ai, db, clock, config } = caller.platform;
  const row = await recordingAccess(db, user, body.id, 'write');
  if (row.segments.length === 0) throw new AppError(ResultCode.conflict, 'voice.noTranscript');
  const send = async (frame: MinutesFrame) => {
    const drained = sink(frame);
    if (drained) await drained;
  };
  if (ai.demoMode) {
    await send({ code: 200, end: false, data: { type: 'start', template: body.template, model: ai.offline.id } });
    const notice = formatMessage(caller.language, 'voice.minutesNoProvider', { keys: SUGGESTED_KEYS });
    await send({ code: 200, end: false, data: { type: 'notice', content: notice } });
    return send({
      code: 200,
      end: true,
      data: { type: 'done', template: body.template, status: 'offline', content: '', truncated: false },
    });
  }
  const model = ai.defaultModel(config.EDITION);
  if (!ai.isEnabled(model)) throw new AppError(ResultCode.invalid, 'ai.modelUnavailable');
  const grant = await chargeForQuestion(caller.platform, user.id, { premium: PREMIUM_MODELS.has(model) });
  let settled = false;
  const settle = async (keep: boolean) => {
    if (settled) return;
    settled = true;
    if (!keep) await refundCharge(caller.platform, grant).catch(() => {});
  };
  const fail = async (key: MessageKey) => {
    await settle(false);
    await send({ code: 500, end: true, data: formatMessage(caller.language, key) });
  };
  const language = minutesLanguage(row, caller.language);
  const prompt = minutesPrompt(row, body.template, language);
  let content = '';
  try {
    await send({ code: 200, end: false, data: { type: 'start', template: body.template, model } });
    const parts = ai.languageModel(model).stream({
      messages: [{ role: 'user', content: prompt.user }],
      system: prompt.system,
      language,
      signal,
    });
    for await (const part of parts) {
      if (part.type === 'text' || part.type === 'reasoning') {
        if (part.type === 'text') content += part.text;
        await send({ code: 200, end: false, data: { type: part.type, content: part.text } });
      } else if (signal?.aborted && (part.type === 'error' || part.type === 'finish')) {
        // The reader stopped it: nothing is saved, and what the model wrote counts, as in the chat.
        return await settle(Boolean(content));
      } else if (part.type === 'error') {
        return await fail(part.error.key);
      } else if (part.type === 'finish') {
        if (!content.trim()) return await fail('voice.minutesEmpty');
        const now = clock.now();
        await store.updateRecording(
          db,
          row.id,
          { minutesTemplate: body.template, minutesContent: content, minutesUpdatedAt: now },
          now,
        );
        await settle(true);
        const truncated = part.reason === 'length';
        return await send({
          code: 200,
          end: true,
          data: { type: 'done', template: body.template, status: 'ok', content, truncated },
        });
      }
    }
    await fail('ai.streamError');
  } catch (error) {
    await settle(false);
    throw error;
  }
}
