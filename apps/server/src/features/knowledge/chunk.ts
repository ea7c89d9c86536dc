import { splitBlocks, type Block, type SourceText } from './blocks.ts';
import { toUnits, type Unit } from './units.ts';

export type Chunk = {
  ordinal: number;
  /** Exactly `text.slice(start, end)` of the source text. */
  text: string;
  start: number;
  end: number;
  page: number | null;
  /** The headings above the chunk's start (not those inside it), for search and display. */
  headings: string[];
  tokens: number;
};

export type ChunkOptions = { targetTokens: number; maxTokens: number; overlapTokens: number };

/**
 * ~400–600 tokens (see tokens.ts for the estimate): a chunk closes once it reaches the target
 * or when the next piece would pass the maximum. A new section starts a new chunk once the
 * current one holds half a target, so a heading leads its own text. The next chunk opens
 * with the last sentences of the previous one (up to `overlapTokens`) so a fact spanning the
 * cut is whole in one of them; never across a page break, where citations must not straddle.
 */
export const defaultChunkOptions: ChunkOptions = { targetTokens: 500, maxTokens: 600, overlapTokens: 80 };

export function chunkText(source: SourceText & { blocks?: Block[] }, options = defaultChunkOptions): Chunk[] {
  const { text } = source;
  const units = toUnits(text, source.blocks ?? splitBlocks(source), options.maxTokens);
  const chunks: Chunk[] = [];
  const headingTrail: Array<{ level: number; unit: Unit }> = [];
  let current: Unit[] = [];
  let tokens = 0;
  let trailAtStart: Unit[] = [];

  const close = (keepOverlap: boolean) => {
    if (!current.length) return;
    const first = current[0]!;
    const last = current[current.length - 1]!;
    chunks.push({
      ordinal: chunks.length,
      text: text.slice(first.start, last.end),
      start: first.start,
      end: last.end,
      page: first.page,
      headings: trailAtStart.map((unit) => headingText(text, unit)),
      tokens: Math.round(tokens),
    });
    const overlap: Unit[] = [];
    let overlapTokens = 0;
    for (let i = current.length - 1; keepOverlap && i > 0; i--) {
      const unit = current[i]!;
      if (unit.kind !== 'sentence' || overlapTokens + unit.tokens > options.overlapTokens) break;
      overlap.unshift(unit);
      overlapTokens += unit.tokens;
    }
    current = overlap;
    tokens = overlapTokens;
    trailAtStart = headingTrail
      .map((entry) => entry.unit)
      .filter((unit) => unit.end <= (overlap[0]?.start ?? Infinity));
  };

  for (const unit of units) {
    const pageBreak = current.length > 0 && unit.page !== current[0]!.page;
    if (pageBreak) close(false);
    if (unit.kind === 'heading') {
      if (tokens >= options.targetTokens / 2) close(false);
      const level = headingLevel(text, unit);
      while (headingTrail.length && headingTrail[headingTrail.length - 1]!.level >= level) headingTrail.pop();
      headingTrail.push({ level, unit });
    } else if (current.length && (tokens >= options.targetTokens || tokens + unit.tokens > options.maxTokens)) {
      close(true);
    }
    if (!current.length) trailAtStart = headingTrail.map((entry) => entry.unit).filter((h) => h.end <= unit.start);
    current.push(unit);
    tokens += unit.tokens;
  }
  close(false);
  return chunks;
}

function headingLevel(text: string, unit: Unit): number {
  return /^#+/.exec(text.slice(unit.start, unit.end))?.[0].length ?? 1;
}

function headingText(text: string, unit: Unit): string {
  return text.slice(unit.start, unit.end).replace(/^#+\s*/, '');
}
