import type { Embedder } from '../../ai/embeddings.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Platform } from '../../platform/platform.ts';
import { dedupeNearIdentical } from './dedupe.ts';
import { fuseRankings } from './fuse.ts';
import { lexicalSearch, type LexicalHit, type SearchScope } from './search-store.ts';
import { searchTerms } from './segment.ts';
import { vectorSearch, vectorSpaceOf, type VectorSpace } from './vectors.ts';

/** How retrieval runs here: lexical always; vectors too where an embedder and pgvector both are. */
export type Retrieval = { db: Db; vectors: { embedder: Embedder; space: VectorSpace } | null };

export function retrievalOf(platform: Pick<Platform, 'db' | 'vectorSearch' | 'ai'>): Retrieval {
  const { embedder } = platform.ai;
  return {
    db: platform.db,
    vectors: platform.vectorSearch && embedder ? { embedder, space: vectorSpaceOf(embedder) } : null,
  };
}

export const MAX_TOP_K = 50;
// Each list is read this deep before fusion: enough that a passage found by only one still places.
const LIST_DEPTH = 50;

export type SearchOptions = {
  topK: number;
  /** The bot's "knowledge score": passages whose vector similarity is below it are not used. */
  minScore?: number;
  signal?: AbortSignal;
  /** Told when the embedder fails: the search then answers from the words alone. */
  onVectorFailure?: (error: unknown) => void;
};

/**
 * The best passages of a user's container for a question: lexical (jieba words, BM25) and,
 * where available, vector similarity, fused by reciprocal rank; near-duplicates removed. A
 * lexical match always counts (a shared word is evidence); `minScore` judges vector matches.
 */
export async function searchKnowledge(
  retrieval: Retrieval,
  scope: SearchScope,
  question: string,
  options: SearchOptions,
): Promise<LexicalHit[]> {
  const k = Math.max(1, Math.min(MAX_TOP_K, Math.floor(options.topK)));
  const [lexical, vector] = await Promise.all([
    lexicalSearch(retrieval.db, scope, searchTerms(question), LIST_DEPTH),
    nearest(retrieval, scope, question, options),
  ]);
  return dedupeNearIdentical(fuseRankings([lexical, vector])).slice(0, k);
}

async function nearest(
  { db, vectors }: Retrieval,
  scope: SearchScope,
  question: string,
  options: SearchOptions,
): Promise<LexicalHit[]> {
  if (!vectors) return [];
  try {
    const [query] = await vectors.embedder.embed([question], options.signal);
    const hits = await vectorSearch(db, vectors.space, scope, query!, LIST_DEPTH);
    return hits.filter((hit) => hit.score >= (options.minScore ?? 0));
  } catch (error) {
    options.onVectorFailure?.(error);
    return [];
  }
}
