import { loadAiConfig } from '../../apps/server/src/ai/config.ts';
import type { Embedder } from '../../apps/server/src/ai/embedder.ts';
import { configuredEmbeddings } from '../../apps/server/src/ai/embeddings.ts';
import { searchKnowledge } from '../../apps/server/src/features/knowledge/retrieval.ts';
import { ensureVectorTable, vectorSearch, vectorSpaceOf } from '../../apps/server/src/features/knowledge/vectors.ts';
import type { Database } from '../../apps/server/src/platform/db/client.ts';
import type { Question } from './retrieval-data.ts';
import { MRR_DEPTH, passagesOf, score, type Quality } from './retrieval-quality.ts';
import type { BenchVectors, Scope } from './retrieval-store.ts';

/**
 * The embedder the server would use, configured the same way (EMBEDDINGS_BASE_URL… for a
 * provider, EMBEDDINGS_LOCAL_PATH for a local model folder), or why there is none.
 */
export async function benchEmbedder(): Promise<{ embedder: Embedder } | { missing: string }> {
  const embeddings = configuredEmbeddings(loadAiConfig(process.env));
  const status = await embeddings.check();
  if (!embeddings.embedder) return { missing: status.reason ?? 'no embedder configured (EMBEDDINGS_*)' };
  return { embedder: embeddings.embedder };
}

/** The passage vectors' table in the bench database (pgvector is part of the embedded PGlite). */
export async function vectorsIn(database: Database, embedder: Embedder): Promise<BenchVectors> {
  const space = vectorSpaceOf(embedder);
  await ensureVectorTable(database.db, space);
  return { embedder, space };
}

/** Each question by vector similarity alone, and by the engine's hybrid search (words and vectors fused). */
export async function measureVectorQuality(
  database: Database,
  vectors: BenchVectors,
  scope: Scope,
  questions: Question[],
): Promise<{ vector: Quality; hybrid: Quality }> {
  const byVector: string[][] = [];
  const byHybrid: string[][] = [];
  const retrieval = { db: database.db, vectors };
  for (const question of questions) {
    const [query] = await vectors.embedder.embed([question.question]);
    byVector.push(passagesOf(await vectorSearch(database.db, vectors.space, scope, query!, MRR_DEPTH)));
    byHybrid.push(passagesOf(await searchKnowledge(retrieval, scope, question.question, { topK: MRR_DEPTH })));
  }
  return { vector: score(questions, byVector), hybrid: score(questions, byHybrid) };
}
