import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { users, type UserRow } from '../../../platform/db/tables/users.ts';
import {
  botEmbedDays,
  botEmbeds,
  embedFiles,
  embedMessages,
  embedVisitors,
  type BotEmbedRow,
  type EmbedMessageRow,
} from './tables.ts';

export async function embedOf(db: Db, botId: string): Promise<BotEmbedRow | null> {
  const [row] = await db.select().from(botEmbeds).where(eq(botEmbeds.botId, botId)).limit(1);
  return row ?? null;
}

export async function saveEmbed(db: Db, botId: string, fields: { enabled: boolean; dailyCap: number }) {
  const [row] = await db
    .insert(botEmbeds)
    .values({ botId, ...fields })
    .onConflictDoUpdate({ target: botEmbeds.botId, set: { ...fields, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function usedOn(db: Db, botId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ count: botEmbedDays.count })
    .from(botEmbedDays)
    .where(and(eq(botEmbedDays.botId, botId), eq(botEmbedDays.day, day)));
  return row?.count ?? 0;
}

/** One more visitor question today, unless the cap is reached: false then, nothing counted. */
export async function countUnderCap(db: Db, botId: string, day: string, cap: number): Promise<boolean> {
  await db.insert(botEmbedDays).values({ botId, day, count: 0 }).onConflictDoNothing();
  const counted = await db
    .update(botEmbedDays)
    .set({ count: sql`${botEmbedDays.count} + 1` })
    .where(and(eq(botEmbedDays.botId, botId), eq(botEmbedDays.day, day), lt(botEmbedDays.count, cap)))
    .returning({ count: botEmbedDays.count });
  return counted.length > 0;
}

/** Gives a question back to the day (its answer failed, so the owner did not pay for it). */
export async function uncount(db: Db, botId: string, day: string): Promise<void> {
  await db
    .update(botEmbedDays)
    .set({ count: sql`greatest(${botEmbedDays.count} - 1, 0)` })
    .where(and(eq(botEmbedDays.botId, botId), eq(botEmbedDays.day, day)));
}

export async function addVisitor(db: Db, tmpUid: string, botId: string): Promise<void> {
  await db.insert(embedVisitors).values({ tmpUid, botId });
}

export async function visitorBot(db: Db, tmpUid: string): Promise<string | null> {
  const [row] = await db
    .select({ botId: embedVisitors.botId })
    .from(embedVisitors)
    .where(eq(embedVisitors.tmpUid, tmpUid));
  return row?.botId ?? null;
}

export async function ownerRow(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function insertMessage(db: Db, row: typeof embedMessages.$inferInsert): Promise<EmbedMessageRow> {
  const [message] = await db.insert(embedMessages).values(row).returning();
  return message!;
}

export async function updateMessage(
  db: Db,
  id: number,
  fields: Pick<EmbedMessageRow, 'response' | 'sources' | 'status' | 'error'>,
): Promise<void> {
  await db
    .update(embedMessages)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(embedMessages.id, id));
}

/** A visitor's exchanges, newest first: the query names the visitor, so no one else's come back. */
export async function visitorMessages(db: Db, tmpUid: string, page: { offset: number; limit: number }) {
  const where = eq(embedMessages.tmpUid, tmpUid);
  const [records, [total]] = await Promise.all([
    db.select().from(embedMessages).where(where).orderBy(desc(embedMessages.id)).limit(page.limit).offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(embedMessages)
      .where(where),
  ]);
  return { records, total: total?.count ?? 0 };
}

/** The visitor's last finished exchanges, oldest first, for the model's context. */
export async function recentExchanges(db: Db, tmpUid: string, turns: number): Promise<EmbedMessageRow[]> {
  if (turns === 0) return [];
  const rows = await db
    .select()
    .from(embedMessages)
    .where(and(eq(embedMessages.tmpUid, tmpUid), eq(embedMessages.status, 'ok')))
    .orderBy(desc(embedMessages.id))
    .limit(turns);
  return rows.reverse();
}

export async function addFile(db: Db, row: typeof embedFiles.$inferInsert): Promise<void> {
  await db.insert(embedFiles).values(row);
}

/** The visitor's own attachments among `ids`. */
export async function visitorFiles(db: Db, tmpUid: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(embedFiles)
    .where(and(eq(embedFiles.tmpUid, tmpUid), inArray(embedFiles.fileId, [...ids])));
}
