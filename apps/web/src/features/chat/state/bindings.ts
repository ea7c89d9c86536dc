import type { Source } from '@inkstone/contract/chat';
import { type ChatPush, chatPushSchema } from '@inkstone/contract/chat-push';
import { appEvents } from '@/shared/session/events.ts';
import { onLogout } from '@/shared/session/logout.ts';
import { realtime } from '@/shared/socket/realtime.ts';
import { findAnswer, useChats } from './chats.ts';
import { abortAll, settleRunning } from './send.ts';

/**
 * SPEC §4 Chat: a response becomes done when a socket result with its msgId arrives, only if
 * it is not done already; the chat count is refreshed after. Returns whether it applied.
 */
export function applySocketResult(result: ChatPush): boolean {
  const found = findAnswer(result.msgId);
  if (!found || found.message.done) return false;
  settleRunning(result.msgId);
  const source: Source[] | undefined = result.source.length ? result.source : found.message.source;
  useChats.getState().patchMessage(found.chat.key, result.msgId, {
    content: result.content,
    reasoning: result.reasoning || found.message.reasoning,
    source,
    tableId: result.tableId,
    error: result.status === 'fail' ? (result.error ?? undefined) : undefined,
    done: true,
  });
  appEvents.emit('usageChanged');
  return true;
}

let bound = false;

/** Subscribes the chat store to socket results and logouts once, when chat first loads. */
export function bindChatStore(): void {
  if (bound) return;
  bound = true;
  realtime.subscribe('chat', chatPushSchema, applySocketResult);
  onLogout(() => {
    abortAll();
    useChats.getState().clear();
  });
}
