import { describe, expect, it } from 'vitest';
import { isCited, rebuildText } from './passages.ts';

const original = 'Alpha one. Beta two. Gamma three. Delta four.';
const span = (ordinal: number, start: number, end: number) => ({
  ordinal,
  start,
  end,
  page: null,
  text: original.slice(start, end),
});

describe('rebuilding a source from its passages', () => {
  it('shows overlapping text once, in reading order, whatever order the passages come in', () => {
    // 0: "Alpha one. Beta two." 1: "Beta two. Gamma three." (overlaps 0) 2: "Gamma three. Delta four."
    const blocks = rebuildText([span(2, 21, 45), span(0, 0, 20), span(1, 11, 33)]);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.map((segment) => segment.text).join('')).toBe(original.slice(0, 45));
    const shared = blocks[0]!.find((segment) => segment.text === 'Beta two.');
    expect(shared?.ordinals.sort()).toEqual([0, 1]);
  });

  it('keeps a gap between passages as a break, not as run-on text', () => {
    const blocks = rebuildText([span(0, 0, 10), span(1, 11, 20)]);
    expect(blocks.map((block) => block.map((segment) => segment.text).join(''))).toEqual(['Alpha one.', 'Beta two.']);
  });

  it('marks exactly the cited passage, by ordinal or by offsets', () => {
    const cited = (target: Parameters<typeof isCited>[1]) =>
      rebuildText([span(0, 0, 20), span(1, 11, 33)], target)[0]!
        .filter((segment) => isCited(segment, target))
        .map((segment) => segment.text)
        .join('');
    expect(cited({ ordinal: 1 })).toBe('Beta two. Gamma three.');
    expect(cited({ ordinal: 0 })).toBe('Alpha one. Beta two.');
    expect(cited({ start: 21, end: 33 })).toBe('Gamma three.');
    expect(cited(undefined)).toBe('');
  });
});
