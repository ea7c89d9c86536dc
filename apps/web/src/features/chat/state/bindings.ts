import { sourceSchema, type Source } from '@inkstone/contract/chat';
import type { Push } from '@inkstone/contract/realtime';
import { z } from 'zod';
import { appEvents } from '@/shared/session/events.ts';
import { onLogout } from '@/shared/session/logout.ts';
import { realtime } from '@/shared/socket/realtime.ts';
import { findAnswer, useChats } from './chats.ts';
import { abortAll, settleRunning } from './send.ts';

const chatResult = z.object({
  type: z.literal('chat'),
  msgId: z.string(),
  content: z.string().optional(),
  reasoning: z.string().optional(),
  source: z.array(sourceSchema).optional(),
  status: z.string().optional(),
  error: z.string().nullable().optional(),
  tableId: z.number().optional(),
});

/**
 * SPEC §4 Chat: a response becomes done when a socket result with its msgId arrives, only if
 * it is not done already; the chat count is refreshed after. Returns whether it applied.
 */
export function applySocketResult(push: Push): boolean {
  const parsed = chatResult.safeParse(push);
  if (!parsed.success) return false;
  const result = parsed.data;
  const found = findAnswer(result.msgId);
  if (!found || found.message.done) return false;
  settleRunning(result.msgId);
  const source: Source[] | undefined = result.source?.length ? result.source : found.message.source;
  useChats.getState().patchMessage(found.chat.key, result.msgId, {
    content: result.content ?? found.message.content,
    reasoning: result.reasoning || found.message.reasoning,
    source,
    tableId: result.tableId ?? found.message.tableId,
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
  realtime.onChat(applySocketResult);
  onLogout(() => {
    abortAll();
    useChats.getState().clear();
  });
}
