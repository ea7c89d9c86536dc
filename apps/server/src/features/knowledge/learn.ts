import type { Block, SourceText } from './blocks.ts';
import { chunkText } from './chunk.ts';
import { learnChunks } from './chunks-store.ts';
import { indexRow } from './index-rows.ts';
import type { Retrieval } from './retrieval.ts';

/**
 * The end of every ingestion whatever the kind: the loader's text chunked, segmented and
 * stored as the source's chunks, and the source marked learned — or nothing written when the
 * source left `learning`/`relearning` meanwhile (returns null).
 */
export async function learnText(
  retrieval: Retrieval,
  sourceId: string,
  source: SourceText & { blocks?: Block[] },
  signal?: AbortSignal,
) {
  const rows = chunkText(source).map(indexRow);
  if (!retrieval.vectors) return learnChunks(retrieval.db, sourceId, rows);
  // Embedded before the transaction: a provider that fails is passing trouble, and nothing is half-written.
  const values = await retrieval.vectors.embedder.embed(
    rows.map((row) => row.text),
    signal,
  );
  return learnChunks(retrieval.db, sourceId, rows, { space: retrieval.vectors.space, values });
}
