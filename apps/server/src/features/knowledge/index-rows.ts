import type { Chunk } from './chunk.ts';
import { searchTerms } from './segment.ts';

export type IndexRow = {
  ordinal: number;
  text: string;
  page: number | null;
  startOffset: number;
  endOffset: number;
  terms: string;
  termCount: number;
};

/**
 * A chunk as the index stores it. The headings above it join its search terms (a passage
 * under "## Refunds" answers a question about refunds) but not its text, whose offsets must
 * stay exact.
 */
export const indexRow = indexRowWith(searchTerms);

/**
 * The same with another segmenter, so the retrieval bench can index with a baseline and
 * compare; a factory rather than a second argument so `chunks.map(indexRow)` stays right.
 */
export function indexRowWith(segment: (text: string) => string[]): (chunk: Chunk) => IndexRow {
  return (chunk) => {
    const terms = segment([...chunk.headings, chunk.text].join('\n'));
    return {
      ordinal: chunk.ordinal,
      text: chunk.text,
      page: chunk.page,
      startOffset: chunk.start,
      endOffset: chunk.end,
      terms: terms.join(' '),
      termCount: terms.length,
    };
  };
}
