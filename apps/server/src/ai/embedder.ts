import { tokenize } from './lexical/tokenize.ts';

/** Turns texts into vectors for similarity search (bot knowledge, notebook sources). */
export interface Embedder {
  readonly id: string;
  readonly dimensions: number;
  embed(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}

/**
 * The offline embedder: hashed bag-of-words (feature hashing of the segmented words,
 * log-scaled counts, unit length). Cosine similarity between two of its vectors measures
 * shared words, nothing more: it knows no synonyms and no meaning. It exists so a pgvector
 * column and query path can run in demo mode; retrieval quality comes from the lexical
 * search DESIGN.md §4 prescribes, not from this.
 */
export function lexicalEmbedder(dimensions = 512): Embedder {
  return {
    id: `lexical-hash-${dimensions}`,
    dimensions,
    async embed(texts) {
      return texts.map((text) => embedOne(text, dimensions));
    },
  };
}

function embedOne(text: string, dimensions: number): number[] {
  const counts = new Map<string, number>();
  for (const token of tokenize(text)) counts.set(token, (counts.get(token) ?? 0) + 1);
  const vector = new Array<number>(dimensions).fill(0);
  for (const [token, count] of counts) {
    const hash = fnv1a(token);
    // A second hash bit picks the sign, so collisions cancel out on average instead of adding up.
    const sign = hash & 0x80000000 ? -1 : 1;
    const slot = hash % dimensions;
    vector[slot] = (vector[slot] ?? 0) + sign * (1 + Math.log(count));
  }
  const norm = Math.hypot(...vector);
  return norm === 0 ? vector : vector.map((value) => value / norm);
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
