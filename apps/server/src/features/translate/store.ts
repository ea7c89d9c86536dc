import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { translateTasks, translateUsage, type TranslateTaskRow } from './tables.ts';

/** A task's own SQL and the daily page counter; who may touch a task is access.ts's. */
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export type TaskFields = Partial<Omit<typeof translateTasks.$inferInsert, 'id' | 'userId' | 'createdAt'>>;

export async function insertTask(db: Executor, row: typeof translateTasks.$inferInsert): Promise<TranslateTaskRow> {
  const [task] = await db.insert(translateTasks).values(row).returning();
  return task!;
}

export async function taskById(db: Executor, id: string): Promise<TranslateTaskRow | null> {
  const [task] = await db.select().from(translateTasks).where(eq(translateTasks.id, id)).limit(1);
  return task ?? null;
}

export async function updateTask(db: Executor, id: string, fields: TaskFields, at: Date) {
  const [task] = await db
    .update(translateTasks)
    .set({ ...fields, updatedAt: at })
    .where(eq(translateTasks.id, id))
    .returning();
  return task ?? null;
}

/** Saves the job's progress only while the task still runs: a cancel or a delete meanwhile wins. */
export async function updateRunning(db: Executor, id: string, fields: TaskFields, at: Date) {
  const [task] = await db
    .update(translateTasks)
    .set({ ...fields, updatedAt: at })
    .where(and(eq(translateTasks.id, id), sql`${translateTasks.status} in ('queued', 'running')`))
    .returning();
  return task ?? null;
}

/** Marks the task settled, once: the caller that gets the row back gives the undelivered pages back. */
export async function claimSettlement(db: Executor, id: string, fields: TaskFields, at: Date) {
  const [task] = await db
    .update(translateTasks)
    .set({ ...fields, settled: true, updatedAt: at })
    .where(and(eq(translateTasks.id, id), eq(translateTasks.settled, false)))
    .returning();
  return task ?? null;
}

export async function deleteTask(db: Executor, id: string): Promise<void> {
  await db.delete(translateTasks).where(eq(translateTasks.id, id));
}

/** Whether a task other than `exceptId` translates the stored file `fileId` (an upload used twice). */
export async function otherTaskUses(db: Executor, fileId: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: translateTasks.id })
    .from(translateTasks)
    .where(and(eq(translateTasks.sourceFileId, fileId), ne(translateTasks.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

export async function taskPage(db: Executor, userId: number, options: { offset: number; limit: number }) {
  const where = eq(translateTasks.userId, userId);
  const rows = await db
    .select()
    .from(translateTasks)
    .where(where)
    .orderBy(desc(translateTasks.createdAt), desc(translateTasks.id))
    .offset(options.offset)
    .limit(options.limit);
  const [total] = await db.select({ n: count() }).from(translateTasks).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function pagesUsed(db: Executor, userId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ pages: translateUsage.pages })
    .from(translateUsage)
    .where(and(eq(translateUsage.userId, userId), eq(translateUsage.day, day)));
  return row?.pages ?? 0;
}

/**
 * Takes `pages` from the user's allowance for `day` in one statement, only if the total stays
 * within `limit`: two uploads at once cannot both slip under it. True when taken.
 */
export async function takePages(db: Executor, userId: number, day: string, pages: number, limit: number) {
  if (pages > limit) return false;
  const taken = await db
    .insert(translateUsage)
    .values({ userId, day, pages })
    .onConflictDoUpdate({
      target: [translateUsage.userId, translateUsage.day],
      set: { pages: sql`${translateUsage.pages} + ${pages}` },
      setWhere: sql`${translateUsage.pages} + ${pages} <= ${limit}`,
    })
    .returning({ pages: translateUsage.pages });
  return taken.length > 0;
}

export async function givePagesBack(db: Executor, userId: number, day: string, pages: number): Promise<void> {
  if (pages <= 0) return;
  await db
    .update(translateUsage)
    .set({ pages: sql`greatest(0, ${translateUsage.pages} - ${pages})` })
    .where(and(eq(translateUsage.userId, userId), eq(translateUsage.day, day)));
}
