import { z } from 'zod';
import { chatPushSchema } from '../chat-push.ts';
import { drawPushSchema } from '../draw.ts';
import { containerSchema, SourceState } from '../knowledge.ts';
import { notebookNotePushSchema } from '../notebook-notes.ts';
import { translatePushSchema } from '../translate.ts';
import { voicePushSchema } from '../voice-push.ts';

/**
 * Every push the WebSocket carries, in one place (DESIGN.md §2): JSON with a `type`. Chat
 * results carry the answer's `msgId`, drawing progress its `mjTaskId`; background work
 * (knowledge learning, voice transcription, PDF translation) carries its task and progress.
 */

/** An answer asked through webSocketChat, once it has finished (or failed): chat-push.ts. */
export { chatPushSchema, type ChatPush } from '../chat-push.ts';

export { drawPushSchema, type DrawPush } from '../draw.ts';

/** Declared for the coming features: one shape for "a task moved on" with its own type. */
const taskProgress = {
  taskId: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
};

/**
 * A knowledge source (a bot's or a notebook's) moved on: `taskId` and `knowledgeId` are its
 * id, `state` its one internal state (contract knowledge.ts), `error` a message key when it
 * failed or waits to retry (the list call answers the words in the reader's language).
 */
export const knowledgePushSchema = z.object({
  type: z.literal('knowledge'),
  ...taskProgress,
  knowledgeId: z.string(),
  state: SourceState,
  container: containerSchema,
});
export type KnowledgePush = z.infer<typeof knowledgePushSchema>;

/** A recording moved on (status, or transcription progress): voice.ts. */
export { voicePushSchema, type VoicePush } from '../voice-push.ts';

/** A PDF translation (cli/file/enhance/v1/) moved on: translate.ts (type `audioenhance`, kind `translation`). */
export { translatePushSchema, type TranslatePush } from '../translate.ts';

export { notebookNotePushSchema, type NotebookNotePush } from '../notebook-notes.ts';

/** Any push the server sends; clients parse with this and switch on `type`. */
export const anyPushSchema = z.discriminatedUnion('type', [
  chatPushSchema,
  drawPushSchema,
  knowledgePushSchema,
  voicePushSchema,
  translatePushSchema,
  notebookNotePushSchema,
]);
export type AnyPush = z.infer<typeof anyPushSchema>;
