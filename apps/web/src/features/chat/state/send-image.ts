import type { ImageChatBody, ImageFrame } from '@inkstone/contract/chat-image';
import { chatImageRoutes } from '@inkstone/contract/routes/chat-image';
import { i18next } from '@/shared/i18n/i18n.ts';
import { callStream } from '@/shared/sse/call-stream.ts';
import { SseError } from '@/shared/sse/post-sse.ts';
import { useChats } from './chats.ts';
import type { Chat, ChatMessage } from './types.ts';

export { isImageModel } from './image-model.ts';

/** Whether a model of the list answers with pictures (kind 'image': gpt-image-1). */
export function imageBodyFor(chat: Chat, fields: { prompt: string; msgId: string; model: string }): ImageChatBody {
  return { prompt: fields.prompt, sessionId: chat.sessionId ?? undefined, msgId: fields.msgId, model: fields.model };
}

type Outcome = 'done' | 'failed' | 'refused' | 'dropped';

/**
 * Draws one image answer into the message `answerId` of chat `key` (POST cli/chatgpt/v1/sseImg):
 * `start` names the stored answer, `progress` moves its bar, `image` brings the picture
 * (format html, `sourceImages`), a code-500 frame ends it with the reason. A drawing cannot be
 * stopped halfway (the image service is already at work, and the picture is kept either way).
 */
export async function runImageStream(
  key: string,
  answerId: string,
  body: ImageChatBody,
  onAccepted?: () => void,
): Promise<Outcome> {
  const store = useChats.getState;
  let id = answerId;
  let outcome: Outcome | null = null;
  const finish = (result: Outcome, patch: Partial<ChatMessage> = {}) => {
    if (outcome) return;
    outcome = result;
    store().patchMessage(key, id, { done: true, ...patch });
  };
  const onFrame = (frame: ImageFrame) => {
    if (outcome) return;
    if (frame.code !== 200) return finish('failed', { error: frame.data.trim() || i18next.t('chat:stream.failed') });
    const data = frame.data;
    if (data.type === 'start') {
      store().patchMessage(key, id, { msgId: data.msgId, tableId: data.tableId, model: data.model, progress: 0 });
      id = data.msgId;
      store().patch(key, (chat) => (chat.sessionId === data.sessionId ? {} : { sessionId: data.sessionId }));
      onAccepted?.();
    } else if (data.type === 'progress') {
      store().patchMessage(key, id, { progress: data.progress });
    } else if (data.type === 'image') {
      store().patchMessage(key, id, { format: data.format, content: data.content, sourceImages: data.sourceImages });
    }
    if (frame.end) finish('done');
  };
  try {
    await callStream(chatImageRoutes.sseImg, body, { onFrame });
    finish('done');
  } catch (caught) {
    const error = caught instanceof SseError ? caught : new SseError('network', String(caught));
    if (error.kind === 'refused') outcome = 'refused';
    else if (error.kind === 'aborted') outcome = 'dropped';
    else
      finish('failed', {
        error: i18next.t(
          error.kind === 'timeout'
            ? 'chat:stream.timeout'
            : error.kind === 'open'
              ? 'chat:stream.open'
              : 'chat:stream.network',
        ),
      });
  }
  return outcome ?? 'done';
}
