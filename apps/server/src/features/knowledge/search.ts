import type { Container } from '@inkstone/contract/knowledge';
import type { Db } from '../../platform/db/client.ts';
import { dedupeNearIdentical } from './dedupe.ts';
import { lexicalSearch, type LexicalHit } from './search-store.ts';
import { searchTerms } from './segment.ts';

// Duplicates are dropped after ranking, so fetch enough extra that top-k survives them.
const OVERFETCH = 3;
export const MAX_TOP_K = 50;

/**
 * The best `topK` passages of a user's container for a question, near-duplicates removed.
 * `terms` must be the segmenter the container was indexed with (the bench swaps in a baseline).
 */
export async function searchLexical(
  db: Db,
  scope: { userId: number; container: Container },
  question: string,
  topK: number,
  terms: (text: string) => string[] = searchTerms,
): Promise<LexicalHit[]> {
  const k = Math.max(1, Math.min(MAX_TOP_K, Math.floor(topK)));
  const hits = await lexicalSearch(db, scope, terms(question), k * OVERFETCH);
  return dedupeNearIdentical(hits).slice(0, k);
}
