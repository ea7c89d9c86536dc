import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { botDigests, type BotDigestRow } from './tables.ts';

/** Takes the bot's digest for `day`; null when it was already taken (sent, sending or failed). */
export async function claimDay(db: Db, row: typeof botDigests.$inferInsert): Promise<BotDigestRow | null> {
  const [claimed] = await db.insert(botDigests).values(row).onConflictDoNothing().returning();
  return claimed ?? null;
}

export async function digestOf(db: Db, botId: string, day: string): Promise<BotDigestRow | null> {
  const [row] = await db
    .select()
    .from(botDigests)
    .where(and(eq(botDigests.botId, botId), eq(botDigests.day, day)))
    .limit(1);
  return row ?? null;
}

/** The bot's latest digest that went out: the next one covers what came after it. */
export async function lastSent(db: Db, botId: string): Promise<BotDigestRow | null> {
  const [row] = await db
    .select()
    .from(botDigests)
    .where(and(eq(botDigests.botId, botId), eq(botDigests.status, 'sent')))
    .orderBy(desc(botDigests.day))
    .limit(1);
  return row ?? null;
}

export async function latest(db: Db, botId: string): Promise<BotDigestRow | null> {
  const [row] = await db
    .select()
    .from(botDigests)
    .where(eq(botDigests.botId, botId))
    .orderBy(desc(botDigests.day))
    .limit(1);
  return row ?? null;
}

export async function updateDigest(
  db: Db,
  botId: string,
  day: string,
  fields: Partial<typeof botDigests.$inferInsert>,
): Promise<void> {
  await db
    .update(botDigests)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(botDigests.botId, botId), eq(botDigests.day, day)));
}
