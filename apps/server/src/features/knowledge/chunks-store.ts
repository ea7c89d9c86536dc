import { and, eq, inArray, sql } from 'drizzle-orm';
import { statesBefore } from '@inkstone/contract/knowledge';
import type { Db } from '../../platform/db/client.ts';
import type { IndexRow } from './index-rows.ts';
import { vectorLiteral, type VectorSpace } from './vectors.ts';
import { knowledgeChunks, knowledgeSources, knowledgeTerms, type KnowledgeSourceRow } from './tables.ts';

// Keeps one INSERT's bind parameters (7 a row) far below the protocol's 65,535.
const INSERT_BATCH = 1000;

/**
 * Makes `rows` the source's chunks and marks it learned, in one transaction: a question never
 * sees half the old chunks and half the new, and a source the user cancelled or forgot while
 * it was learning gets no chunks (the guarded move fails and nothing is written).
 */
export async function learnChunks(
  db: Db,
  sourceId: string,
  rows: IndexRow[],
  vectors?: { space: VectorSpace; values: number[][] },
): Promise<KnowledgeSourceRow | null> {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .update(knowledgeSources)
      .set({
        status: 'learned',
        failureReason: null,
        learnedAt: new Date(),
        chunkCount: rows.length,
        termCount: rows.reduce((sum, row) => sum + row.termCount, 0),
        updatedAt: new Date(),
      })
      .where(and(eq(knowledgeSources.id, sourceId), inArray(knowledgeSources.status, statesBefore('learned'))))
      .returning();
    if (!source) return null;
    await tx.delete(knowledgeChunks).where(eq(knowledgeChunks.sourceId, sourceId));
    await tx.delete(knowledgeTerms).where(eq(knowledgeTerms.sourceId, sourceId));
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const inserted = await tx
        .insert(knowledgeChunks)
        .values(rows.slice(i, i + INSERT_BATCH).map((row) => ({ ...row, sourceId })))
        .returning({ id: knowledgeChunks.id });
      // Each passage's vector goes in with it (old ones went with their chunks, by cascade).
      if (vectors) {
        const values = inserted.map(
          ({ id }, j) => sql`(${id}, ${sourceId}, ${vectorLiteral(vectors.values[i + j]!)}::vector)`,
        );
        const table = sql.identifier(vectors.space.table);
        if (values.length)
          await tx.execute(
            sql`insert into ${table} (chunk_id, source_id, embedding) values ${sql.join(values, sql`, `)}`,
          );
      }
    }
    // Document frequencies read back from the generated tsvectors: the index's words, exactly.
    await tx.execute(sql`
      insert into ${knowledgeTerms} (lexeme, source_id, chunks)
      select u.lexeme, c.source_id, count(*)::int
      from ${knowledgeChunks} c cross join lateral unnest(c.tsv) u
      where c.source_id = ${sourceId}
      group by u.lexeme, c.source_id
    `);
    return source;
  });
}

/** Forgets a source: its chunks go, the row stays `forgotten` so it can be learned again. */
export async function forgetSource(db: Db, sourceId: string): Promise<KnowledgeSourceRow | null> {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .update(knowledgeSources)
      .set({ status: 'forgotten', chunkCount: 0, termCount: 0, updatedAt: new Date() })
      .where(and(eq(knowledgeSources.id, sourceId), inArray(knowledgeSources.status, statesBefore('forgotten'))))
      .returning();
    if (!source) return null;
    await tx.delete(knowledgeChunks).where(eq(knowledgeChunks.sourceId, sourceId));
    await tx.delete(knowledgeTerms).where(eq(knowledgeTerms.sourceId, sourceId));
    return source;
  });
}

export async function chunksOf(db: Db, sourceId: string) {
  return db
    .select()
    .from(knowledgeChunks)
    .where(eq(knowledgeChunks.sourceId, sourceId))
    .orderBy(knowledgeChunks.ordinal);
}
