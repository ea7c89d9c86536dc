import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { statesBefore, type Container, type SourceState } from '@inkstone/contract/knowledge';
import type { Db } from '../../platform/db/client.ts';
import { knowledgeSources, type KnowledgeSourceRow } from './tables.ts';

export type NewSource = Omit<typeof knowledgeSources.$inferInsert, 'status' | 'createdAt' | 'updatedAt'>;

export async function insertSource(db: Db, row: NewSource): Promise<KnowledgeSourceRow> {
  const [source] = await db.insert(knowledgeSources).values(row).returning();
  return source!;
}

export async function sourceById(db: Db, id: string): Promise<KnowledgeSourceRow | null> {
  const [source] = await db.select().from(knowledgeSources).where(eq(knowledgeSources.id, id)).limit(1);
  return source ?? null;
}

type TransitionFields = Partial<Pick<KnowledgeSourceRow, 'failureReason' | 'learnedAt' | 'progress' | 'name'>> & {
  countAttempt?: boolean;
};

/**
 * Moves a source to `to` only from a state the contract allows, in one guarded UPDATE, so two
 * racing writers (a worker finishing, the user cancelling) cannot both win. Returns the row
 * after the move, or null when the move was refused (unknown source, or an illegal move).
 */
export async function transitionSource(
  db: Db,
  id: string,
  to: SourceState,
  fields: TransitionFields = {},
): Promise<KnowledgeSourceRow | null> {
  const from = statesBefore(to);
  if (!from.length) return null;
  const { countAttempt, ...rest } = fields;
  const [source] = await db
    .update(knowledgeSources)
    .set({
      status: to,
      ...rest,
      ...(countAttempt ? { attempts: sql`${knowledgeSources.attempts} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(knowledgeSources.id, id), inArray(knowledgeSources.status, from)))
    .returning();
  return source ?? null;
}

type Scope = { userId: number; container: Container };
const inContainer = ({ userId, container }: Scope) =>
  and(
    eq(knowledgeSources.userId, userId),
    eq(knowledgeSources.containerKind, container.kind),
    eq(knowledgeSources.containerId, container.id),
  );

/** A container's sources, newest first. */
export async function sourcesIn(db: Db, scope: Scope): Promise<KnowledgeSourceRow[]> {
  return db.select().from(knowledgeSources).where(inContainer(scope)).orderBy(desc(knowledgeSources.createdAt));
}

/** How many sources a container holds, forgotten ones included (they still take a place). */
export async function countIn(db: Db, scope: Scope): Promise<number> {
  const [row] = await db.select({ count: count() }).from(knowledgeSources).where(inContainer(scope));
  return row?.count ?? 0;
}

/** The user's own sources among `ids`; others' and unknown ids are left out. */
export async function ownSources(db: Db, userId: number, ids: string[]): Promise<KnowledgeSourceRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(knowledgeSources)
    .where(and(eq(knowledgeSources.userId, userId), inArray(knowledgeSources.id, ids)));
}

/** Records progress while the source is still being learned; a cancelled one is left alone. */
export async function setProgress(db: Db, id: string, progress: number): Promise<KnowledgeSourceRow | null> {
  const [source] = await db
    .update(knowledgeSources)
    .set({ progress, updatedAt: new Date() })
    .where(and(eq(knowledgeSources.id, id), inArray(knowledgeSources.status, ['learning', 'relearning'])))
    .returning();
  return source ?? null;
}

/** Removes a source; its chunks and terms go with it (foreign keys cascade). */
export async function deleteSource(db: Db, id: string): Promise<boolean> {
  const removed = await db
    .delete(knowledgeSources)
    .where(eq(knowledgeSources.id, id))
    .returning({ id: knowledgeSources.id });
  return removed.length > 0;
}

/** A better name found while learning (a web page's title). */
export async function renameSource(db: Db, id: string, name: string): Promise<KnowledgeSourceRow | null> {
  const [source] = await db
    .update(knowledgeSources)
    .set({ name: name.slice(0, 200) })
    .where(eq(knowledgeSources.id, id))
    .returning();
  return source ?? null;
}

/** Removes every source of a container (its notebook or bot is being deleted). */
export async function deleteSourcesIn(db: Db, scope: Scope): Promise<number> {
  const removed = await db.delete(knowledgeSources).where(inContainer(scope)).returning({ id: knowledgeSources.id });
  return removed.length;
}

/** How many sources each of a user's containers of one kind holds. */
export async function countsByContainer(db: Db, userIds: number[], kind: Container['kind'], ids: string[]) {
  if (!ids.length || !userIds.length) return new Map<string, number>();
  const found = await db
    .select({ id: knowledgeSources.containerId, count: count() })
    .from(knowledgeSources)
    .where(
      and(
        inArray(knowledgeSources.userId, userIds),
        eq(knowledgeSources.containerKind, kind),
        inArray(knowledgeSources.containerId, ids),
      ),
    )
    .groupBy(knowledgeSources.containerId);
  return new Map(found.map((row) => [row.id, row.count]));
}
