import type { Block } from './blocks.ts';
import { estimateTokens } from './tokens.ts';

/**
 * The pieces chunking packs: headings, rows and Q&A pairs whole, paragraphs cut into
 * sentences (only sentences may be shared between two chunks as overlap). A sentence longer
 * than a whole chunk is cut at word boundaries; a row or a Q&A pair never is.
 */
export type Unit = {
  kind: Block['kind'] | 'sentence';
  start: number;
  end: number;
  page: number | null;
  tokens: number;
};

// A sentence ends after Chinese or Western end punctuation (with any closing quotes), or at a
// line break inside the paragraph. A Western full stop needs a space after it: 3.14, e.g.
const SENTENCE_END = /[。！？!?；;…]+[”’」』）)"']*|\.(?=\s)[”’"')]*|\n/gu;
const TOKEN = /\p{Script=Han}|(?:(?!\p{Script=Han})[\p{L}\p{M}\p{N}])+/gu;

export function toUnits(text: string, blocks: Block[], maxTokens: number): Unit[] {
  const units: Unit[] = [];
  const push = (kind: Unit['kind'], start: number, end: number, page: number | null) => {
    const raw = text.slice(start, end);
    const from = start + (raw.length - raw.trimStart().length);
    const to = start + raw.trimEnd().length;
    if (from < to) units.push({ kind, start: from, end: to, page, tokens: estimateTokens(text.slice(from, to)) });
  };
  for (const block of blocks) {
    if (block.kind !== 'paragraph') {
      push(block.kind, block.start, block.end, block.page);
      continue;
    }
    const body = text.slice(block.start, block.end);
    let from = 0;
    for (const match of body.matchAll(SENTENCE_END)) {
      const to = match.index + match[0].length;
      for (const [a, b] of cutLong(text, block.start + from, block.start + to, maxTokens))
        push('sentence', a, b, block.page);
      from = to;
    }
    for (const [a, b] of cutLong(text, block.start + from, block.end, maxTokens)) push('sentence', a, b, block.page);
  }
  return units;
}

/** Splits [start, end) before the word that would take it past `maxTokens`. */
function cutLong(text: string, start: number, end: number, maxTokens: number): Array<[number, number]> {
  const piece = text.slice(start, end);
  if (estimateTokens(piece) <= maxTokens) return [[start, end]];
  const ranges: Array<[number, number]> = [];
  let from = 0;
  let tokens = 0;
  for (const match of piece.matchAll(TOKEN)) {
    const cost = /\p{Script=Han}/u.test(match[0]) ? 1 : 1.3;
    if (tokens + cost > maxTokens && match.index > from) {
      ranges.push([start + from, start + match.index]);
      from = match.index;
      tokens = 0;
    }
    tokens += cost;
  }
  ranges.push([start + from, end]);
  return ranges;
}
