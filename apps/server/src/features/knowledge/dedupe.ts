/**
 * Drops hits whose text is nearly the same as a better-ranked one (the same page uploaded
 * twice, a Q&A pair repeated in two sources): the answer's context has room for a few
 * passages and each should add something. Similarity is the Jaccard overlap of character
 * trigrams over letters and digits only, which works alike for Chinese and English and
 * ignores spacing and punctuation differences.
 */
export const NEAR_IDENTICAL = 0.9;

function trigrams(text: string): Set<string> {
  const plain = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= plain.length; i++) grams.add(plain.slice(i, i + 3));
  if (!grams.size && plain) grams.add(plain);
  return grams;
}

export function similarity(a: Set<string>, b: Set<string>): number {
  if (!a.size && !b.size) return 1;
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Keeps the first of each group of near-identical texts; `hits` come best first. */
export function dedupeNearIdentical<T extends { text: string }>(hits: T[], threshold = NEAR_IDENTICAL): T[] {
  const kept: Array<{ hit: T; grams: Set<string> }> = [];
  for (const hit of hits) {
    const grams = trigrams(hit.text);
    if (kept.some((other) => similarity(other.grams, grams) >= threshold)) continue;
    kept.push({ hit, grams });
  }
  return kept.map((entry) => entry.hit);
}
