import { rewindTopic } from '../api/topics.ts';
import { chatByKey, useChats } from './chats.ts';
import { sendPrompt, type StreamOutcome } from './send.ts';

/** 'kept': nothing changed (the server refused to forget, e.g. the daily limit is spent). */
export type EditOutcome = StreamOutcome | 'kept';

/**
 * Edit and resend (as in ChatGPT): the edited question replaces its exchange and everything
 * after it. The server forgets them first (rewind from the first stored answer among them,
 * refused when the question's allowance is spent), then the question is asked as any new one,
 * with the original quote and files.
 */
export async function editPrompt(key: string, promptId: string, text: string, model: string): Promise<EditOutcome> {
  const chat = chatByKey(key);
  const index = chat?.messages.findIndex((message) => message.type === 'prompt' && message.msgId === promptId) ?? -1;
  if (!chat || index < 0 || chat.messages.some((message) => message.type === 'response' && !message.done))
    return 'dropped';
  const prompt = chat.messages[index]!;
  const later = chat.messages.slice(index);
  const firstStored = later.find((message) => message.type === 'response' && message.tableId !== undefined);
  if (firstStored?.tableId !== undefined && chat.sessionId) {
    try {
      await rewindTopic(chat.sessionId, firstStored.tableId, model);
    } catch {
      return 'kept';
    }
  }
  useChats.getState().remove(
    key,
    later.map((message) => message.msgId),
  );
  return sendPrompt(key, { prompt: text, model, quoteInfo: prompt.quoteInfo, files: prompt.fileList });
}
