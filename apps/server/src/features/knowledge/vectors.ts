import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { searchableStates } from '@inkstone/contract/knowledge';
import type { Embedder } from '../../ai/embeddings.ts';
import type { Db } from '../../platform/db/client.ts';
import { rows } from '../../platform/db/migrate.ts';
import { sourceFilter, type LexicalHit, type SearchScope } from './search-store.ts';

/**
 * Passage vectors live in a table of their own per embedding model: its width is the model's,
 * known only once an operator configures one (so no migration can create it), and vectors of
 * two models are never compared. The HNSW index answers cosine distance.
 */
export type VectorSpace = { table: string; dimensions: number };

export function vectorSpaceOf(embedder: Embedder): VectorSpace {
  const suffix = createHash('sha256').update(embedder.id).digest('hex').slice(0, 10);
  return { table: `knowledge_vectors_${suffix}`, dimensions: embedder.dimensions };
}

export async function ensureVectorTable(db: Db, space: VectorSpace): Promise<void> {
  const table = sql.identifier(space.table);
  await db.execute(sql`
    create table if not exists ${table} (
      chunk_id bigint primary key references knowledge_chunks(id) on delete cascade,
      source_id text not null references knowledge_sources(id) on delete cascade,
      embedding vector(${sql.raw(String(space.dimensions))}) not null
    )`);
  await db.execute(
    sql`create index if not exists ${sql.identifier(`${space.table}_source_idx`)} on ${table} (source_id)`,
  );
  const hnsw = sql.identifier(`${space.table}_hnsw_idx`);
  await db.execute(sql`create index if not exists ${hnsw} on ${table} using hnsw (embedding vector_cosine_ops)`);
}

/** pgvector's text form of a vector. */
export const vectorLiteral = (vector: readonly number[]) => `[${vector.join(',')}]`;

/** The passages of a user's container nearest to a question's vector, with their cosine similarity. */
export async function vectorSearch(
  db: Db,
  space: VectorSpace,
  scope: SearchScope,
  query: readonly number[],
  limit: number,
): Promise<LexicalHit[]> {
  const states = sql.join(
    searchableStates.map((state) => sql`${state}`),
    sql`, `,
  );
  const q = vectorLiteral(query);
  const result = await db.execute(sql`
    select c.id as "chunkId", c.source_id as "sourceId", s.name as "sourceName", c.ordinal, c.text, c.page,
           c.start_offset as "startOffset", c.end_offset as "endOffset",
           1 - (v.embedding <=> ${q}::vector) as score
    from ${sql.identifier(space.table)} v
    join knowledge_chunks c on c.id = v.chunk_id
    join knowledge_sources s on s.id = v.source_id
    where s.user_id = ${scope.userId} and s.container_kind = ${scope.container.kind}
      and s.container_id = ${scope.container.id} and s.status in (${states})${sourceFilter('s.id', scope)}
    order by v.embedding <=> ${q}::vector, c.id
    limit ${limit}::int
  `);
  return rows<LexicalHit>(result).map((hit) => ({ ...hit, chunkId: Number(hit.chunkId), score: Number(hit.score) }));
}
