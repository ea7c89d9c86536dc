import { and, eq, inArray, sql } from 'drizzle-orm';
import { statesBefore, type SourceState } from '@inkstone/contract/knowledge';
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

type TransitionFields = Partial<Pick<KnowledgeSourceRow, 'failureReason' | 'learnedAt'>> & { countAttempt?: boolean };

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
