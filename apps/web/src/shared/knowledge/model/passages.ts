import type { Source } from '@inkstone/contract/chat';

/** A passage as the viewer needs it: where it sits in the original text. */
export type PassageSpan = { ordinal: number; text: string; start: number; end: number; page: number | null };

/** A run of the rebuilt text; `ordinals` lists the passages that cover it. */
export type Segment = { start: number; end: number; text: string; ordinals: number[] };

/**
 * Rebuilds a source's text from its passages. Passages are cut with overlap (each repeats the
 * end of the one before), so the text is laid out by offsets: every character is shown once,
 * taken from the first passage that covers it, and each run knows which passages cover it so a
 * cited passage can be highlighted exactly. A gap between passages (text that was not kept)
 * ends a block; blocks are returned in reading order. A citation by offsets also cuts the
 * text, so exactly its span can be marked.
 */
export function rebuildText(passages: readonly PassageSpan[], target?: PassageTarget): Segment[][] {
  const sorted = [...passages].filter((p) => p.end > p.start).sort((a, b) => a.start - b.start || a.end - b.end);
  const cuts = new Set<number>();
  for (const p of sorted) cuts.add(p.start).add(p.end);
  if (target && 'start' in target) cuts.add(target.start).add(target.end);
  const points = [...cuts].sort((a, b) => a - b);
  const blocks: Segment[][] = [];
  let block: Segment[] = [];
  let lastEnd: number | null = null;
  for (let i = 0; i + 1 < points.length; i += 1) {
    const start = points[i]!;
    const end = points[i + 1]!;
    const covering = sorted.filter((p) => p.start <= start && p.end >= end);
    if (covering.length === 0) continue;
    const first = covering[0]!;
    const text = first.text.slice(start - first.start, end - first.start);
    if (lastEnd !== null && start !== lastEnd && block.length) {
      blocks.push(block);
      block = [];
    }
    block.push({ start, end, text, ordinals: covering.map((p) => p.ordinal) });
    lastEnd = end;
  }
  if (block.length) blocks.push(block);
  return blocks;
}

/** Where a citation points: a passage by ordinal, or a span of the original text. */
export type PassageTarget = { ordinal: number } | { start: number; end: number };

/** Whether a run of text belongs to the cited passage. */
export function isCited(segment: Segment, target: PassageTarget | undefined): boolean {
  if (!target) return false;
  if ('ordinal' in target) return segment.ordinals.includes(target.ordinal);
  return segment.start < target.end && segment.end > target.start;
}

/** Where an answer's source entry points in its source: the passage's ordinal, else its offsets. */
export function citedPassage(source: Source): PassageTarget | undefined {
  if (source.ordinal !== undefined) return { ordinal: source.ordinal };
  if (source.start !== undefined && source.end !== undefined) return { start: source.start, end: source.end };
  return undefined;
}
