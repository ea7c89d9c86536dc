import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/tables/users.ts';
import { promptTemplates, type PromptTemplateRow } from './tables.ts';

type Fields = Pick<PromptTemplateRow, 'title' | 'description' | 'text'>;

/**
 * Saves a new template unless the owner already keeps `limit`: the owner's row is locked for the
 * count and the insert, so two saves at once cannot both pass the limit. Null when full.
 */
export async function insertTemplate(
  db: Db,
  row: Fields & { id: string; userId: number },
  limit: number,
): Promise<PromptTemplateRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
    const [held] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(promptTemplates)
      .where(eq(promptTemplates.userId, row.userId));
    if ((held?.count ?? 0) >= limit) return null;
    const [saved] = await tx.insert(promptTemplates).values(row).returning();
    return saved!;
  });
}

/** The owner's template, or null: another user's is as absent as a missing one. */
export async function ownTemplate(db: Db, userId: number, id: string): Promise<PromptTemplateRow | null> {
  const [row] = await db
    .select()
    .from(promptTemplates)
    .where(and(eq(promptTemplates.id, id), eq(promptTemplates.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function updateTemplate(
  db: Db,
  userId: number,
  id: string,
  fields: Partial<Fields>,
): Promise<PromptTemplateRow | null> {
  const [row] = await db
    .update(promptTemplates)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(promptTemplates.id, id), eq(promptTemplates.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteTemplate(db: Db, userId: number, id: string): Promise<boolean> {
  const gone = await db
    .delete(promptTemplates)
    .where(and(eq(promptTemplates.id, id), eq(promptTemplates.userId, userId)))
    .returning({ id: promptTemplates.id });
  return gone.length > 0;
}

/** A page of the owner's templates, the last changed first. */
export async function templatePage(db: Db, userId: number, page: { current: number; size: number }) {
  const mine = eq(promptTemplates.userId, userId);
  const [records, [total]] = await Promise.all([
    db
      .select()
      .from(promptTemplates)
      .where(mine)
      .orderBy(desc(promptTemplates.updatedAt), desc(promptTemplates.createdAt), promptTemplates.id)
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(promptTemplates)
      .where(mine),
  ]);
  return { records, total: total?.count ?? 0 };
}
