import { tokenize } from './tokenize.ts';

/**
 * BM25 ranking over segmented words: the embedder-free retrieval of demo mode (DESIGN.md
 * §4), reusable by any feature that ranks a modest list in memory (attachments, a bot's
 * knowledge before the database index exists, notebook sources).
 */
export type Ranked<T> = {
  item: T;
  score: number;
  /** Distinct query words found in the item. */
  matched: string[];
};

export type RankOptions = {
  limit?: number;
  /** Drop items scoring below this share of the best score (0–1). */
  relativeCutoff?: number;
};

const K1 = 1.2;
const B = 0.75;

export function rankLexically<T>(
  query: string,
  items: readonly T[],
  textOf: (item: T) => string,
  options: RankOptions = {},
): Ranked<T>[] {
  const queryTerms = [...new Set(tokenize(query))];
  if (queryTerms.length === 0 || items.length === 0) return [];
  const docs = items.map((item) => termCounts(tokenize(textOf(item))));
  const averageLength = docs.reduce((sum, doc) => sum + doc.length, 0) / docs.length || 1;
  const idf = new Map(
    queryTerms.map((term) => {
      const containing = docs.filter((doc) => doc.counts.has(term)).length;
      return [term, Math.log(1 + (docs.length - containing + 0.5) / (containing + 0.5))];
    }),
  );

  const ranked: Ranked<T>[] = [];
  docs.forEach((doc, index) => {
    let score = 0;
    const matched: string[] = [];
    for (const term of queryTerms) {
      const frequency = doc.counts.get(term) ?? 0;
      if (frequency === 0) continue;
      matched.push(term);
      score +=
        (idf.get(term) ?? 0) * ((frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * doc.length) / averageLength)));
    }
    if (score > 0) ranked.push({ item: items[index] as T, score, matched });
  });
  // Stable on ties: earlier items (document order) first.
  ranked.sort((a, b) => b.score - a.score);
  const best = ranked[0]?.score ?? 0;
  const cutoff = best * (options.relativeCutoff ?? 0);
  return ranked.filter((entry) => entry.score >= cutoff).slice(0, options.limit ?? ranked.length);
}

function termCounts(tokens: string[]): { counts: Map<string, number>; length: number } {
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  return { counts, length: tokens.length };
}
