import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { userRowCache } from '../../platform/cache/user-row-cache.ts';
import { files, type FileRow } from '../../platform/db/tables/files.ts';
import { chatMessages, chatTopics, fileTexts, userModels } from './tables.ts';

export type TopicRow = typeof chatTopics.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export async function insertTopic(db: Db, row: typeof chatTopics.$inferInsert): Promise<TopicRow> {
  const [topic] = await db.insert(chatTopics).values(row).returning();
  return topic!;
}

export async function touchTopic(db: Db, id: string, title?: string) {
  await db
    .update(chatTopics)
    .set({ updatedAt: new Date(), ...(title ? { title } : {}) })
    .where(eq(chatTopics.id, id));
}

export async function deleteTopic(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(chatTopics).where(eq(chatTopics.id, id)).returning({ id: chatTopics.id });
  return deleted.length > 0;
}

/** Every conversation of a notebook (`projectId`), whoever held it. */
export async function topicsOfProject(db: Db, projectId: string): Promise<Pick<TopicRow, 'id' | 'userId'>[]> {
  return db
    .select({ id: chatTopics.id, userId: chatTopics.userId })
    .from(chatTopics)
    .where(eq(chatTopics.projectId, projectId));
}

export type TopicFilter = { userId: number; roleId?: string; features?: string; projectId?: string };
export const topicWhere = (filter: TopicFilter) =>
  and(
    eq(chatTopics.userId, filter.userId),
    filter.roleId ? eq(chatTopics.roleId, filter.roleId) : undefined,
    filter.features ? eq(chatTopics.features, filter.features as TopicRow['features']) : undefined,
    filter.projectId ? eq(chatTopics.projectId, filter.projectId) : undefined,
    // A conversation appears in the history once something was asked in it.
    sql`exists (select 1 from ${chatMessages} where ${chatMessages.topicId} = ${chatTopics.id})`,
  );

export async function pageTopics(db: Db, filter: TopicFilter, current: number, size: number) {
  const where = topicWhere(filter);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(chatTopics).where(where);
  const records = await db
    .select()
    .from(chatTopics)
    .where(where)
    .orderBy(desc(chatTopics.updatedAt))
    .limit(size)
    .offset((current - 1) * size);
  return { records, total };
}

export async function insertMessage(db: Db, row: typeof chatMessages.$inferInsert): Promise<MessageRow> {
  const [message] = await db.insert(chatMessages).values(row).returning();
  return message!;
}

/**
 * A new question and its conversation written in one statement: the conversation inserted
 * (`topic.insert`) or touched (`topic.touch`) in a data-modifying WITH, the question inserted
 * by the main statement. One round trip instead of two on the way to the first token; the
 * foreign key is checked at the statement's end, so a conversation created alongside counts.
 */
export async function insertQuestion(
  db: Db,
  topic: { insert: typeof chatTopics.$inferInsert } | { touch: { id: string; title?: string } },
  row: typeof chatMessages.$inferInsert,
): Promise<MessageRow> {
  const written = db.$with('written_topic').as(
    'insert' in topic
      ? db.insert(chatTopics).values(topic.insert).returning({ id: chatTopics.id })
      : db
          .update(chatTopics)
          .set({ updatedAt: new Date(), ...(topic.touch.title ? { title: topic.touch.title } : {}) })
          .where(eq(chatTopics.id, topic.touch.id))
          .returning({ id: chatTopics.id }),
  );
  const [message] = await db.with(written).insert(chatMessages).values(row).returning();
  return message!;
}

/**
 * The id the next question's row will have, drawn from its own sequence before the row is
 * written, so the answer's first frame (which names it) need not wait for the insert. Drawn per
 * question, not reserved in blocks: ids order a conversation's history, and several instances
 * holding blocks would interleave them out of order.
 */
export async function nextMessageId(db: Db): Promise<number> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('chat_messages', 'id'))::bigint as id`);
  // PGlite answers `{ rows }`, postgres-js the rows themselves.
  const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ id: string }>;
  return Number(row!.id);
}

export async function updateMessage(db: Db, id: number, fields: Partial<typeof chatMessages.$inferInsert>) {
  await db.update(chatMessages).set(fields).where(eq(chatMessages.id, id));
}

/** The caller's answer with the msgId their client gave it. */
export async function messageOf(db: Db, userId: number, by: { msgId?: string }): Promise<MessageRow | null> {
  const where = and(eq(chatMessages.msgId, by.msgId ?? ''), eq(chatMessages.userId, userId));
  const [message] = await db.select().from(chatMessages).where(where).limit(1);
  return message ?? null;
}

/** A page of a conversation, newest first (the client loads older pages as you scroll up). */
export async function pageMessages(db: Db, userId: number, topicId: string, current: number, size: number) {
  const where = and(eq(chatMessages.topicId, topicId), eq(chatMessages.userId, userId));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(chatMessages).where(where);
  const records = await db
    .select()
    .from(chatMessages)
    .where(where)
    .orderBy(desc(chatMessages.id))
    .limit(size)
    .offset((current - 1) * size);
  return { records, total };
}

/** The latest finished exchanges of a conversation, oldest first, for the model's context. */
export async function recentExchanges(
  db: Db,
  topicId: string,
  limit: number,
  beforeId?: number,
): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.topicId, topicId),
        eq(chatMessages.status, 'ok'),
        beforeId ? sql`${chatMessages.id} < ${beforeId}` : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** Read before every question that names no model, and by getDefaultModel: cached for a few seconds. */
const defaultModels = (db: Db) => userRowCache<string | null>(db, 'default-model');

export function defaultModelOf(db: Db, userId: number): Promise<string | null> {
  return defaultModels(db).read(userId, async () => {
    const [row] = await db.select().from(userModels).where(eq(userModels.userId, userId)).limit(1);
    return row?.model ?? null;
  });
}

export async function saveDefaultModel(db: Db, userId: number, model: string) {
  await db
    .insert(userModels)
    .values({ userId, model })
    .onConflictDoUpdate({ target: userModels.userId, set: { model, updatedAt: new Date() } });
  await defaultModels(db).forget(userId);
}

export async function saveFileText(db: Db, fileId: string, text: string) {
  await db.insert(fileTexts).values({ fileId, text, chars: text.length }).onConflictDoNothing();
}

/** The caller's own files among `ids`, with their extracted text where there is one. */
export async function ownFiles(
  db: Db,
  userId: number,
  ids: string[],
): Promise<Array<FileRow & { text: string | null }>> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ file: files, text: fileTexts.text })
    .from(files)
    .leftJoin(fileTexts, eq(fileTexts.fileId, files.id))
    .where(and(inArray(files.id, ids), eq(files.userId, userId)));
  return rows.map((row) => ({ ...row.file, text: row.text }));
}
