import type { LexicalHit } from './search-store.ts';

/** Reciprocal rank fusion's constant (Cormack et al.): a passage's score is Σ 1 / (k + rank). */
export const RRF_K = 60;

/**
 * One ranking from several (lexical and vector), by reciprocal rank: no list's raw scores are
 * compared with another's. The score is scaled to 0–1 — 1 for a passage first in every list —
 * so a bot's "knowledge score" threshold means the same whatever lists took part.
 */
export function fuseRankings(lists: readonly LexicalHit[][], k = RRF_K): LexicalHit[] {
  const used = lists.filter((list) => list.length > 0);
  if (used.length === 0) return [];
  const best = used.length / (k + 1);
  const fused = new Map<number, { hit: LexicalHit; score: number }>();
  for (const list of used) {
    list.forEach((hit, index) => {
      const entry = fused.get(hit.chunkId) ?? { hit, score: 0 };
      entry.score += 1 / (k + index + 1);
      fused.set(hit.chunkId, entry);
    });
  }
  return [...fused.values()]
    .sort((a, b) => b.score - a.score || a.hit.chunkId - b.hit.chunkId)
    .map(({ hit, score }) => ({ ...hit, score: score / best }));
}
