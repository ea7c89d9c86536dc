import type { Db } from '../../platform/db/client.ts';
import type { Block, SourceText } from './blocks.ts';
import { chunkText } from './chunk.ts';
import { learnChunks } from './chunks-store.ts';
import { indexRow } from './index-rows.ts';

/**
 * The end of every ingestion whatever the kind: the loader's text chunked, segmented and
 * stored as the source's chunks, and the source marked learned — or nothing written when the
 * source left `learning`/`relearning` meanwhile (returns null).
 */
export async function learnText(db: Db, sourceId: string, source: SourceText & { blocks?: Block[] }) {
  return learnChunks(db, sourceId, chunkText(source).map(indexRow));
}
