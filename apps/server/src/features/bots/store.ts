import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/tables/users.ts';
import { botBindings, bots, botTagLinks, botTags, type BotRow, type BotTagRow } from './tables.ts';

export async function botById(db: Db, id: string): Promise<BotRow | null> {
  const [bot] = await db.select().from(bots).where(eq(bots.id, id)).limit(1);
  return bot ?? null;
}

export async function insertBot(db: Db, row: typeof bots.$inferInsert): Promise<BotRow> {
  const [bot] = await db.insert(bots).values(row).returning();
  return bot!;
}

export async function updateBot(db: Db, id: string, fields: Partial<typeof bots.$inferInsert>): Promise<BotRow> {
  const [bot] = await db
    .update(bots)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(bots.id, id))
    .returning();
  return bot!;
}

/** Its tag links and bindings go with it (foreign keys cascade). */
export async function deleteBot(db: Db, id: string): Promise<boolean> {
  return (await db.delete(bots).where(eq(bots.id, id)).returning({ id: bots.id })).length > 0;
}

export async function countUse(db: Db, id: string): Promise<void> {
  await db
    .update(bots)
    .set({ uses: sql`${bots.uses} + 1` })
    .where(eq(bots.id, id));
}

/** The tags among `ids` that exist. */
export async function knownTagIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: botTags.id })
    .from(botTags)
    .where(inArray(botTags.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export async function setTags(db: Db, botId: string, tagIds: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(botTagLinks).where(eq(botTagLinks.botId, botId));
    if (tagIds.length > 0) await tx.insert(botTagLinks).values(tagIds.map((tagId) => ({ botId, tagId })));
  });
}

/** The tags of some bots, in the tag list's order: one query for a whole page. */
export async function tagsOf(db: Db, botIds: readonly string[]): Promise<Map<string, BotTagRow[]>> {
  const byBot = new Map<string, BotTagRow[]>();
  if (botIds.length === 0) return byBot;
  const rows = await db
    .select({ botId: botTagLinks.botId, tag: botTags })
    .from(botTagLinks)
    .innerJoin(botTags, eq(botTags.id, botTagLinks.tagId))
    .where(inArray(botTagLinks.botId, [...botIds]))
    .orderBy(asc(botTags.sort), asc(botTags.id));
  for (const row of rows) byBot.set(row.botId, [...(byBot.get(row.botId) ?? []), row.tag]);
  return byBot;
}

/** Which of some bots the user has bound. */
export async function boundAmong(db: Db, userId: number, botIds: readonly string[]): Promise<Set<string>> {
  if (botIds.length === 0) return new Set();
  const rows = await db
    .select({ botId: botBindings.botId })
    .from(botBindings)
    .where(and(eq(botBindings.userId, userId), inArray(botBindings.botId, [...botIds])));
  return new Set(rows.map((row) => row.botId));
}

/** Owners' nicknames of some bots (official bots have none). */
export async function ownerNames(db: Db, ownerIds: readonly number[]): Promise<Map<number, string>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(inArray(users.id, [...ownerIds]));
  return new Map(rows.map((row) => [row.id, row.nickname]));
}

/** Adds a binding; binding again changes nothing. */
export async function bind(db: Db, userId: number, botId: string): Promise<void> {
  await db.insert(botBindings).values({ userId, botId }).onConflictDoNothing();
}

export async function unbind(db: Db, userId: number, botId: string): Promise<boolean> {
  const removed = await db
    .delete(botBindings)
    .where(and(eq(botBindings.userId, userId), eq(botBindings.botId, botId)))
    .returning({ botId: botBindings.botId });
  return removed.length > 0;
}

/** The user's own bots, newest first. */
export function ownBots(db: Db, userId: number): Promise<BotRow[]> {
  return db.select().from(bots).where(eq(bots.ownerId, userId)).orderBy(desc(bots.createdAt), desc(bots.id));
}

/** The bots the user bound, latest bound first (whether each is still readable is the policy's call). */
export async function boundBots(db: Db, userId: number): Promise<BotRow[]> {
  const rows = await db
    .select({ bot: bots })
    .from(botBindings)
    .innerJoin(bots, eq(bots.id, botBindings.botId))
    .where(eq(botBindings.userId, userId))
    .orderBy(desc(botBindings.createdAt), desc(bots.id));
  return rows.map((row) => row.bot);
}

/** `%` and `_` in a keyword are matched as themselves. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export type PublicFilter = { category?: string; tag?: string; keyword?: string; sort: 'newest' | 'mostUsed' };

/** Discover: public bots with the filters, a page of them and the total. */
export async function publicBots(db: Db, filter: PublicFilter, page: { offset: number; limit: number }) {
  const conditions: (SQL | undefined)[] = [eq(bots.isPublic, true)];
  if (filter.category) conditions.push(eq(bots.category, filter.category as BotRow['category']));
  if (filter.tag) {
    conditions.push(
      inArray(bots.id, db.select({ id: botTagLinks.botId }).from(botTagLinks).where(eq(botTagLinks.tagId, filter.tag))),
    );
  }
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    conditions.push(or(ilike(bots.name, pattern), sql`${bots.translations}->'zh_CN'->>'name' ilike ${pattern}`));
  }
  const where = and(...conditions);
  const order =
    filter.sort === 'mostUsed'
      ? [desc(bots.uses), desc(bots.createdAt), desc(bots.id)]
      : [desc(bots.createdAt), desc(bots.id)];
  const [records, [total]] = await Promise.all([
    db
      .select()
      .from(bots)
      .where(where)
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(bots)
      .where(where),
  ]);
  return { records, total: total?.count ?? 0 };
}

/** Official bots (no owner) that are public, most used first. */
export function officialBots(db: Db): Promise<BotRow[]> {
  return db
    .select()
    .from(bots)
    .where(and(isNull(bots.ownerId), eq(bots.isPublic, true)))
    .orderBy(desc(bots.uses), asc(bots.id));
}

export async function tagPage(db: Db, page: { offset: number; limit: number }) {
  const [records, [total]] = await Promise.all([
    db.select().from(botTags).orderBy(asc(botTags.sort), asc(botTags.id)).offset(page.offset).limit(page.limit),
    db.select({ count: sql<number>`count(*)::int` }).from(botTags),
  ]);
  return { records, total: total?.count ?? 0 };
}
