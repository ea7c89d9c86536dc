import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { writingGroups, type WritingGroupRow } from './tables.ts';

export async function insertGroup(db: Db, row: typeof writingGroups.$inferInsert): Promise<WritingGroupRow> {
  const [group] = await db.insert(writingGroups).values(row).returning();
  return group!;
}

export async function groupById(db: Db, id: string): Promise<WritingGroupRow | null> {
  const [group] = await db.select().from(writingGroups).where(eq(writingGroups.id, id)).limit(1);
  return group ?? null;
}

export async function renameGroup(db: Db, id: string, name: string, at: Date): Promise<WritingGroupRow | null> {
  const [group] = await db
    .update(writingGroups)
    .set({ name, updatedAt: at })
    .where(eq(writingGroups.id, id))
    .returning();
  return group ?? null;
}

/** Its documents keep existing: the foreign key sets their group to null. */
export async function deleteGroup(db: Db, id: string): Promise<boolean> {
  return (
    (await db.delete(writingGroups).where(eq(writingGroups.id, id)).returning({ id: writingGroups.id })).length > 0
  );
}

/** A user's groups, oldest first (the list keeps its order as groups are added). */
export async function groupPage(db: Db, userId: number, page: { offset: number; limit: number }) {
  const where = eq(writingGroups.userId, userId);
  const [records, [total]] = await Promise.all([
    db
      .select()
      .from(writingGroups)
      .where(where)
      .orderBy(asc(writingGroups.createdAt), asc(writingGroups.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(writingGroups)
      .where(where),
  ]);
  return { records, total: total?.count ?? 0 };
}
