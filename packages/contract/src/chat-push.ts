import { z } from 'zod';
import { sourceSchema } from './chat.ts';

/**
 * The chat's own push, apart from routes/pushes.ts (every push): a chat page follows socket
 * answers with this alone, without the drawing's, knowledge's, notes' and translation's schemas
 * and the contract modules they come from in its first load.
 */
/** An answer asked through webSocketChat, once it has finished (or failed). */
export const chatPushSchema = z.object({
  type: z.literal('chat'),
  msgId: z.string(),
  sessionId: z.string(),
  tableId: z.number().int(),
  content: z.string(),
  reasoning: z.string(),
  source: z.array(sourceSchema),
  status: z.enum(['streaming', 'ok', 'fail']),
  error: z.string().nullable(),
  done: z.literal(true),
});
export type ChatPush = z.infer<typeof chatPushSchema>;
