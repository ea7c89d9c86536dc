import { and, count, desc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { chatMessages, chatTopics } from './tables.ts';
import { topicWhere, type MessageRow, type TopicFilter, type TopicRow } from './store.ts';

/** A user's typed search text as a LIKE pattern that matches it literally. */
const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (mark) => `\\${mark}`)}%`;

/**
 * The history list: pinned conversations first, then the latest. A keyword keeps those whose
 * title, questions or answers contain it (case-insensitive).
 */
export async function listTopics(db: Db, filter: TopicFilter & { keyword?: string }, current: number, size: number) {
  const pattern = filter.keyword ? containing(filter.keyword) : null;
  const where = and(
    topicWhere(filter),
    pattern
      ? or(
          ilike(chatTopics.title, pattern),
          sql`exists (select 1 from ${chatMessages} where ${chatMessages.topicId} = ${chatTopics.id}
            and (${chatMessages.input} ilike ${pattern} or ${chatMessages.response} ilike ${pattern}))`,
        )
      : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(chatTopics).where(where);
  const records = await db
    .select()
    .from(chatTopics)
    .where(where)
    .orderBy(desc(chatTopics.pinned), desc(chatTopics.updatedAt), desc(chatTopics.id))
    .limit(size)
    .offset((current - 1) * size);
  return { records, total };
}

/** A topic by id whoever owns it, so a caller can tell "not yours" from "not there". */
export async function anyTopic(db: Db, id: string): Promise<TopicRow | null> {
  const [topic] = await db.select().from(chatTopics).where(eq(chatTopics.id, id)).limit(1);
  return topic ?? null;
}

/** A message by id whoever owns it. */
export async function anyMessage(db: Db, id: number): Promise<MessageRow | null> {
  const [message] = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
  return message ?? null;
}

/** Renames or pins without moving the conversation in the list (its last use stays). */
export async function updateTopic(db: Db, id: string, fields: { title?: string; pinned?: boolean }): Promise<TopicRow> {
  const [topic] = await db
    .update(chatTopics)
    .set({ ...fields, updatedAt: sql`${chatTopics.updatedAt}` })
    .where(eq(chatTopics.id, id))
    .returning();
  return topic!;
}

/** Deletes the exchange `fromId` and every later one of the conversation; returns their answer ids. */
export async function deleteFrom(db: Db, topicId: string, fromId: number): Promise<MessageRow[]> {
  return db
    .delete(chatMessages)
    .where(and(eq(chatMessages.topicId, topicId), gte(chatMessages.id, fromId)))
    .returning();
}
