import { imageAnswerHtml, type ImageChatBody, type ImageFrame, type ImageReply } from '@inkstone/contract/chat-image';
import { ResultCode } from '@inkstone/contract/envelope';
import { formatMessage } from '@inkstone/contract/messages';
import { ModelId, catalogueItem } from '@inkstone/contract/models';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import { imageConversation, settleImageAnswer, storeImageQuestion } from '../chat/service.ts';
import { drawingProvider, drawingState, imagine } from '../draw/service.ts';

/** Receives each frame; a promise back means "wait before the next one". */
export type ImageSink = (frame: ImageFrame) => void | Promise<void>;

/** Drawings are tagged apart from the drawing page's, which lists only its own product. */
export const CHAT_PRODUCT = 'chat';
/** How often a running drawing is read for progress; the offline generator steps every 150 ms. */
const WATCH_MS = 200;
/** An image service may report nothing for a minute; the reader's 120 s inactivity timer must not fire. */
const KEEPALIVE_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Answers a chat question with a picture (POST cli/chatgpt/v1/sseImg). Everything that can
 * refuse does so before anything is stored or charged: an image model, an image service (demo
 * mode's offline generator counts; outside demo mode it would be the server inventing output
 * for a model that names a provider, so the operator is told what to configure), the caller's
 * conversation, and the drawing feature's own checks (the prompt rules, the parameter manual,
 * the drawing allowance, the queue). Then the question is stored, `start` sent, and the drawing
 * watched to its end: progress frames, then the picture, stored as the answer. A failed drawing
 * keeps the question with the reason (status 'fail'); the drawing feature gives its charge back.
 * A reader who leaves does not stop the drawing: the answer is still stored when it ends.
 */
export async function drawInChat(caller: Caller, user: UserRow, body: ImageChatBody, sink: ImageSink) {
  const { platform, language } = caller;
  const model = body.model ?? 'gpt-image-1';
  if (!ModelId.safeParse(model).success) throw new AppError(ResultCode.invalid, 'chat.unknownModel');
  if (catalogueItem(model as ModelId).kind !== 'image')
    throw new AppError(ResultCode.invalid, 'chatImage.notImageModel', { model });
  if (drawingProvider(platform) === 'offline' && !platform.ai.demoMode)
    throw new AppError(ResultCode.unavailable, 'chatImage.noProvider');
  const conversation = await imageConversation(caller, user, body.sessionId);

  const taskId = await imagine(caller, user, { prompt: body.prompt, msgId: body.msgId, type: CHAT_PRODUCT });
  const { row, release } = await storeImageQuestion(caller, {
    conversation,
    msgId: body.msgId,
    input: body.prompt,
    promptHtml: body.promptHTML,
    model,
  });
  const ids = { msgId: row.msgId, tableId: row.id };
  try {
    await sink({ code: 200, end: false, data: { type: 'start', ...ids, sessionId: row.topicId, model } });
    let shown = -1;
    let sentAt = 0;
    // The drawing feature ends every task (its timeout, retries and start-up sweep), so this ends.
    for (;;) {
      const state = await drawingState(caller, user, taskId);
      if (!state) throw new Error(`drawing ${taskId} is gone`);
      if (state.code === '01') {
        if (state.progress !== shown || Date.now() - sentAt > KEEPALIVE_MS) {
          shown = state.progress;
          sentAt = Date.now();
          await sink({ code: 200, end: false, data: { type: 'progress', progress: shown } });
        }
        await sleep(WATCH_MS);
        continue;
      }
      if (state.code === '02' || !state.url) {
        const error = state.failReason ?? formatMessage(language, 'chatImage.lost');
        await settleImageAnswer(caller, row.id, { status: 'fail', error });
        await sink({ code: 500, end: true, data: error });
        return;
      }
      const reply: ImageReply = { text: imageAnswerHtml(state.url, body.prompt), images: [state.url], urls: [] };
      await settleImageAnswer(caller, row.id, { status: 'ok', response: JSON.stringify(reply) });
      const signed = platform.fileUrls.sign(state.url);
      await sink({ code: 200, end: false, data: { type: 'progress', progress: 100 } });
      await sink({
        code: 200,
        end: false,
        data: { type: 'image', format: 'html', content: imageAnswerHtml(signed, body.prompt), sourceImages: [signed] },
      });
      await sink({ code: 200, end: true, data: { type: 'done', ...ids, status: 'ok' } });
      return;
    }
  } catch (error) {
    // A fault of ours (the database): the question is closed as failed rather than left running.
    await settleImageAnswer(caller, row.id, { status: 'fail', error: formatMessage(language, 'ai.streamError') }).catch(
      () => {},
    );
    throw error;
  } finally {
    release();
  }
}
