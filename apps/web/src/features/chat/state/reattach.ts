import { chatByKey, useChats } from './chats.ts';
import { openResume } from './resume-stream.ts';
import { isStreaming, runStream, type StreamOutcome } from './send.ts';

/** Answers whose reattach is under way, so a second history merge does not start another stream. */
const reattaching = new Set<string>();

/**
 * Reattaches the page to an answer still being written (the conversation was opened, or the page
 * reloaded, mid-answer): sseResume sends it from its start and follows it to its end. One the
 * server no longer knows is shown as it was stored. Fetched by the history (history.ts) only when
 * it holds such an answer.
 */
export async function reattach(key: string, msgId: string): Promise<StreamOutcome> {
  if (isStreaming(msgId) || reattaching.has(msgId)) return 'dropped';
  reattaching.add(msgId);
  const outcome = await runStream(key, msgId, openResume(msgId, 0)).finally(() => reattaching.delete(msgId));
  if (outcome === 'refused') useChats.getState().patchMessage(key, msgId, { done: true });
  return outcome;
}

/** Every answer of chat `key` the history holds as still being written. */
export function reattachAll(key: string): void {
  for (const message of chatByKey(key)?.messages ?? [])
    if (message.type === 'response' && !message.done) void reattach(key, message.msgId);
}
