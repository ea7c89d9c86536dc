import { buffer } from 'node:stream/consumers';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { CONTEXT_BUDGET_CHARS } from '../../ai/context.ts';
import type { ContextDocument, ImageInput } from '../../ai/types.ts';
import { files, type FileRow } from '../../platform/db/tables/files.ts';
import type { Platform } from '../../platform/platform.ts';
import { newestWithinBudget } from './context.ts';
import * as store from './store.ts';
import { chatMessages, fileTexts } from './tables.ts';

/**
 * Files belong to the conversation, as people expect from ChatGPT: a document attached to
 * one question is read again with every later question of the same chat. The model gets
 * this question's files first, then earlier ones newest first, while they fit its context
 * budget (CONTEXT_BUDGET_CHARS); the oldest are left out when they do not, and the passage
 * selection in ai/context.ts trims what is kept. Pictures travel with their own turn, for
 * models that see, at most CHAT_FILE_MAX_COUNT of the newest.
 */
type Ctx = Pick<Platform, 'db' | 'config' | 'storage'>;
type Attached = FileRow & { text: string | null };

export type ConversationFiles = {
  documents: ContextDocument[];
  /** Pictures of this question. */
  images: ImageInput[];
  /** Pictures of earlier turns, by message id. */
  earlierImages: Map<number, ImageInput[]>;
};

export async function conversationFiles(
  platform: Ctx,
  input: {
    userId: number;
    topicId: string;
    /** Only turns before this answer count (a regeneration); a new question sees them all. */
    before?: number;
    /** A conversation started by this question has no earlier files: nothing to read. */
    newTopic?: boolean;
    attached: Attached[];
    historyIds: number[];
    vision: boolean;
  },
): Promise<ConversationFiles> {
  const earlier = input.newTopic ? [] : await earlierAttachments(platform, input.topicId, input.before);
  const ownIds = new Set(input.attached.map((file) => file.id));
  const earlierIds = [...new Set(earlier.flatMap((message) => message.fileIds))].filter((id) => !ownIds.has(id));

  // Documents: pick by size first (texts are read only for the files that are kept).
  const sizes = await textSizes(platform, input.userId, earlierIds);
  const keptEarlier = newestWithinBudget(
    earlierIds.filter((id) => sizes.has(id)).map((id) => ({ id, chars: sizes.get(id)! })),
    CONTEXT_BUDGET_CHARS - input.attached.reduce((sum, file) => sum + (file.text?.length ?? 0), 0),
  );
  const earlierDocuments = await store.ownFiles(
    platform.db,
    input.userId,
    keptEarlier.map((file) => file.id),
  );
  const byId = new Map(earlierDocuments.map((file) => [file.id, file]));
  const documents = [...input.attached, ...keptEarlier.map((file) => byId.get(file.id)!)]
    .filter((file) => file?.text)
    .map((file) => ({ id: file.id, title: file.name, text: file.text! }));

  if (!input.vision) return { documents, images: [], earlierImages: new Map() };
  return { documents, ...(await pictures(platform, input, earlier)) };
}

/** The newest pictures of this question and of the turns the model is shown, read from storage. */
async function pictures(
  platform: Ctx,
  input: { userId: number; attached: Attached[]; historyIds: number[] },
  earlier: Array<{ id: number; fileIds: string[] }>,
) {
  const shown = new Set(input.historyIds);
  const earlierTurns = earlier.filter((message) => shown.has(message.id));
  const earlierFiles = await store.ownFiles(platform.db, input.userId, [
    ...new Set(earlierTurns.flatMap((message) => message.fileIds)),
  ]);
  const fileById = new Map(earlierFiles.map((file) => [file.id, file]));
  let room = platform.config.CHAT_FILE_MAX_COUNT;
  const take = async (candidates: Array<Attached | undefined>) => {
    const out: ImageInput[] = [];
    for (const file of candidates) {
      if (room <= 0 || !file?.mime.startsWith('image/')) continue;
      const stored = await platform.storage.get(file.storageKey);
      if (!stored) continue;
      out.push({ data: new Uint8Array(await buffer(stored.stream)), mediaType: file.mime });
      room -= 1;
    }
    return out;
  };
  const images = await take(input.attached);
  const earlierImages = new Map<number, ImageInput[]>();
  for (const message of earlierTurns) {
    const found = await take(message.fileIds.map((id) => fileById.get(id)));
    if (found.length) earlierImages.set(message.id, found);
  }
  return { images, earlierImages };
}

/** Earlier questions of the conversation that carried files, newest first. */
async function earlierAttachments(platform: Ctx, topicId: string, before?: number) {
  return platform.db
    .select({ id: chatMessages.id, fileIds: chatMessages.fileIds })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.topicId, topicId),
        before === undefined ? undefined : lt(chatMessages.id, before),
        sql`jsonb_array_length(${chatMessages.fileIds}) > 0`,
      ),
    )
    .orderBy(desc(chatMessages.id));
}

/** The length of the extracted text of each of the user's files among `ids` that has one. */
async function textSizes(platform: Ctx, userId: number, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await platform.db
    .select({ id: files.id, chars: fileTexts.chars })
    .from(files)
    .innerJoin(fileTexts, eq(fileTexts.fileId, files.id))
    .where(and(inArray(files.id, ids), eq(files.userId, userId)));
  return new Map(rows.map((row) => [row.id, row.chars]));
}
