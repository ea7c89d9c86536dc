import { ResultCode } from '@inkstone/contract/envelope';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { authorize, ownedBy } from '../../platform/access/authorize.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { chatMessages } from './tables.ts';
import { anyTopic } from './topic-store.ts';

type Caller = CallerWith<Pick<Platform, 'db'>>;

/** One question and its finished answer, as a published page shows them: words only. */
export type PublishedTurn = {
  tableId: number;
  question: string;
  answer: string;
  model: string;
  /** The web pages the answer cited (http and https only). */
  sources: Array<{ title: string; url: string }>;
};

/**
 * What a conversation's owner may publish (issue [chat-extras] item 2): its finished turns, or
 * the chosen ones (by their answers' tableIds), oldest first. Another user's conversation is
 * refused with the permission message; a turn not in it is refused rather than skipped.
 */
export async function turnsToPublish(
  caller: Caller,
  user: UserRow,
  sessionId: string,
  tableIds: readonly number[] | undefined,
): Promise<{ topicId: string; title: string; turns: PublishedTurn[] }> {
  const { db } = caller.platform;
  const topic = await ownConversation(caller, user, sessionId);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.topicId, topic.id), eq(chatMessages.status, 'ok')))
    .orderBy(asc(chatMessages.id));
  const chosen = tableIds ? rows.filter((row) => tableIds.includes(row.id)) : rows;
  if (tableIds && chosen.length !== new Set(tableIds).size)
    throw new AppError(ResultCode.invalid, 'chatPublish.unknownTurn');
  const turns = chosen
    .map((row) => ({
      tableId: row.id,
      question: row.input,
      answer: answerText(row.response),
      model: row.model,
      sources: row.sources.flatMap((source) =>
        source.url && /^https?:\/\//i.test(source.url) ? [{ title: source.title || source.url, url: source.url }] : [],
      ),
    }))
    .filter((turn) => turn.answer.trim());
  if (turns.length === 0) throw new AppError(ResultCode.invalid, 'chatPublish.nothing');
  return { topicId: topic.id, title: topic.title, turns };
}

/** The caller's conversation: another user's is refused with the permission message, a missing one is 404. */
export async function ownConversation(caller: Caller, user: UserRow, sessionId: string) {
  const topic = await anyTopic(caller.platform.db, sessionId);
  if (!topic) throw new AppError(ResultCode.notFound, 'chat.noSession');
  authorize(user, 'write', ownedBy(topic.userId));
  return topic;
}

/** An answer is stored as text, or as JSON with its text beside images and links (SPEC §3 reponse). */
function answerText(response: string): string {
  if (!response.startsWith('{')) return response;
  try {
    const parsed = JSON.parse(response) as { text?: unknown };
    return typeof parsed.text === 'string' ? parsed.text : '';
  } catch {
    return response;
  }
}

/**
 * Writes the page's address on the answers it shows (SPEC §3 `publishToHtmlUrl`), and clears it
 * from the conversation's other answers; `url` null clears it everywhere (taken down).
 */
export async function markPublishedTurns(
  caller: Caller,
  topicId: string,
  tableIds: readonly number[],
  url: string | null,
): Promise<void> {
  const { db } = caller.platform;
  await db.transaction(async (tx) => {
    await tx.update(chatMessages).set({ publishToHtmlUrl: null }).where(eq(chatMessages.topicId, topicId));
    if (url && tableIds.length > 0)
      await tx
        .update(chatMessages)
        .set({ publishToHtmlUrl: url })
        .where(and(eq(chatMessages.topicId, topicId), inArray(chatMessages.id, [...tableIds])));
  });
}
