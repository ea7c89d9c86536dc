import { describe, expect, it } from 'vitest';
import { findGutter } from './columns.js';
import { groupLines } from './lines.js';
import type { TextBlock } from './reader.js';

const block = (left: number, right: number, base: number, text: string): TextBlock => ({
  box: { left, right, bottom: base - 2, top: base + 7 },
  text,
  fontName: 'Times-Roman',
  fontSize: 10,
});

describe('groupLines', () => {
  it('joins runs of one line and never joins justified columns across a gutter only 12 pt wide', () => {
    const area = { left: 0, bottom: 0, right: 612, top: 792 };
    const blocks = [700, 688, 676, 664].flatMap((base) => [
      block(72, 300, base, `left ${base}`),
      block(312, 540, base, `right ${base}`),
    ]);
    const gutter = findGutter(blocks, area);
    expect(gutter).toBeGreaterThan(300);
    expect(gutter).toBeLessThan(312);
    expect(groupLines(blocks, gutter).map((l) => l.text)).toContain('left 700');
    expect(groupLines(blocks, gutter)).toHaveLength(8);
    // Without the gutter the 12 pt gap (under two font sizes) reads as one line per baseline.
    expect(groupLines(blocks)).toHaveLength(4);
    expect(groupLines([block(72, 120, 700, 'one'), block(122, 180, 700, 'line')]).map((l) => l.text)).toEqual([
      'one line',
    ]);
  });
});
