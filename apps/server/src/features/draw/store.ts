import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { EXPAND_PENDING } from '@inkstone/contract/draw';
import type { Db } from '../../platform/db/client.ts';
import { jobs } from '../../platform/db/tables/jobs.ts';
import { drawTasks, type DrawTaskRow, type NewDrawTask } from './tables.ts';

const running = eq(drawTasks.code, '01');
const slotColumn = (index: number) =>
  [drawTasks.expand1, drawTasks.expand2, drawTasks.expand3, drawTasks.expand4][index - 1]!;
const slotKey = (index: number) => `expand${index}` as 'expand1' | 'expand2' | 'expand3' | 'expand4';

export async function insertTask(db: Db, task: NewDrawTask): Promise<DrawTaskRow> {
  const [row] = await db.insert(drawTasks).values(task).returning();
  return row!;
}

export async function deleteTask(db: Db, id: string): Promise<void> {
  await db.delete(drawTasks).where(eq(drawTasks.id, id));
}

export async function findTask(db: Db, id: string): Promise<DrawTaskRow | null> {
  const [row] = await db.select().from(drawTasks).where(eq(drawTasks.id, id)).limit(1);
  return row ?? null;
}

export async function countRunning(db: Db, userId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(drawTasks)
    .where(userId === undefined ? running : and(running, eq(drawTasks.userId, userId)));
  return Number(row?.n ?? 0);
}

export async function setJobId(db: Db, id: string, jobId: string): Promise<void> {
  await db.update(drawTasks).set({ jobId }).where(eq(drawTasks.id, id));
}

/** Moves progress forward only, on a running task; answers whether it changed. */
export async function recordProgress(db: Db, id: string, progress: number): Promise<boolean> {
  const changed = await db
    .update(drawTasks)
    .set({ progress })
    .where(and(eq(drawTasks.id, id), running, lt(drawTasks.progress, progress)))
    .returning({ id: drawTasks.id });
  return changed.length > 0;
}

export async function saveUpstreamId(db: Db, id: string, upstreamId: string): Promise<void> {
  await db.update(drawTasks).set({ upstreamId }).where(eq(drawTasks.id, id));
}

/** Whether a running task polls this upstream task (the notify hook's answer). */
export async function isRunningUpstream(db: Db, upstreamId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: drawTasks.id })
    .from(drawTasks)
    .where(and(eq(drawTasks.upstreamId, upstreamId), running))
    .limit(1);
  return Boolean(row);
}

type Result = Pick<DrawTaskRow, 'resultFileId' | 'resultUrl' | 'width' | 'height' | 'providerState' | 'provider'>;

/** Ends a running task as done; null when it had already ended (a second run, a late job). */
export async function finishTask(db: Db, id: string, result: Result, now: Date): Promise<DrawTaskRow | null> {
  const [row] = await db
    .update(drawTasks)
    .set({ ...result, code: '00', progress: 100, failReason: null, finishedAt: now })
    .where(and(eq(drawTasks.id, id), running))
    .returning();
  return row ?? null;
}

export async function failTask(db: Db, id: string, failReason: string | null, now: Date): Promise<DrawTaskRow | null> {
  const [row] = await db
    .update(drawTasks)
    .set({ code: '02', progress: 100, failReason, finishedAt: now })
    .where(and(eq(drawTasks.id, id), running))
    .returning();
  return row ?? null;
}

/**
 * Stores an upscale task only if it wins its parent's empty expand slot: the conditional claim
 * and the insert commit together, so a pending slot always has its task and a concurrent ask
 * either wins or, once the winner has committed, finds the winner's task (the claim waits on
 * the parent row's lock). False when the slot already held something.
 */
export async function insertUpscale(
  db: Db,
  task: NewDrawTask & { parentId: string; quadrant: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(drawTasks)
      .set({ [slotKey(task.quadrant)]: EXPAND_PENDING })
      .where(and(eq(drawTasks.id, task.parentId), isNull(slotColumn(task.quadrant))))
      .returning({ id: drawTasks.id });
    if (claimed.length === 0) return false;
    await tx.insert(drawTasks).values(task);
    return true;
  });
}

/** Settles a pending slot: the child's id when it finished, empty when it failed. */
export async function settleSlot(db: Db, parentId: string, index: number, value: string | null): Promise<void> {
  await db
    .update(drawTasks)
    .set({ [slotKey(index)]: value })
    .where(and(eq(drawTasks.id, parentId), eq(slotColumn(index), EXPAND_PENDING)));
}

export async function latestUpscale(db: Db, parentId: string, index: number): Promise<DrawTaskRow | null> {
  const [row] = await db
    .select()
    .from(drawTasks)
    .where(
      and(
        eq(drawTasks.parentId, parentId),
        eq(drawTasks.quadrant, index),
        eq(drawTasks.action, 'UPSCALE'),
        inArray(drawTasks.code, ['00', '01']),
      ),
    )
    .orderBy(desc(drawTasks.createdAt))
    .limit(1);
  return row ?? null;
}

export async function pageOf(db: Db, userId: number, productType: string | undefined, offset: number, limit: number) {
  const where = productType
    ? and(eq(drawTasks.userId, userId), eq(drawTasks.productType, productType))
    : eq(drawTasks.userId, userId);
  const [total] = await db.select({ n: count() }).from(drawTasks).where(where);
  const rows = await db
    .select()
    .from(drawTasks)
    .where(where)
    .orderBy(desc(drawTasks.createdAt), desc(drawTasks.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * Running tasks whose job is gone or has ended: the server stopped between saving a task and
 * queueing it, or a job ended without settling its task. Older than `graceMs`, so a task
 * being created right now is not taken for one.
 */
export async function orphanedTasks(db: Db, graceMs: number): Promise<DrawTaskRow[]> {
  const rows = await db
    .select({ task: drawTasks })
    .from(drawTasks)
    .leftJoin(jobs, eq(jobs.id, drawTasks.jobId))
    .where(
      and(
        running,
        lt(drawTasks.createdAt, sql`now() - ${`${graceMs} milliseconds`}::interval`),
        or(isNull(jobs.id), inArray(jobs.status, ['done', 'failed'])),
      ),
    );
  return rows.map((row) => row.task);
}
