import { describe, expect, it } from 'vitest';
import { planPieces } from './plan.ts';

const r = (startMs: number, endMs: number) => ({ startMs, endMs });

describe('planning pieces for speech recognition', () => {
  it('joins regions while the piece stays within 30 s, cutting only between regions', () => {
    const pieces = planPieces([r(0, 8000), r(9000, 20_000), r(21_000, 29_000), r(31_000, 40_000), r(45_000, 50_000)]);
    expect(pieces).toEqual([
      { index: 0, startMs: 0, endMs: 29_000, regions: [r(0, 8000), r(9000, 20_000), r(21_000, 29_000)] },
      { index: 1, startMs: 31_000, endMs: 50_000, regions: [r(31_000, 40_000), r(45_000, 50_000)] },
    ]);
  });

  it('cuts a region longer than the limit at the limit, the rest joining what follows', () => {
    const pieces = planPieces([r(1000, 71_000), r(72_000, 75_000)], { maxMs: 30_000 });
    expect(pieces.map(({ startMs, endMs }) => [startMs, endMs])).toEqual([
      [1000, 31_000],
      [31_000, 61_000],
      [61_000, 75_000],
    ]);
    expect(pieces[2]!.regions).toEqual([r(61_000, 71_000), r(72_000, 75_000)]);
  });

  it('keeps every piece within the byte limit at the encoding rate', () => {
    // 60 kB at 6 bytes a millisecond: 10 s
    const pieces = planPieces([r(0, 25_000)], { maxBytes: 60_000, bytesPerMs: 6 });
    expect(pieces.map(({ startMs, endMs }) => endMs - startMs)).toEqual([10_000, 10_000, 5000]);
    for (const piece of planPieces([r(0, 600_000)]))
      expect((piece.endMs - piece.startMs) * 8).toBeLessThan(25 * 1024 * 1024);
  });

  it('covers every region exactly once, in order, whatever the order given', () => {
    const regions = [r(50_000, 52_000), r(0, 4000), r(10_000, 45_000), r(4500, 5000), r(60_000, 60_000)];
    const pieces = planPieces(regions, { maxMs: 20_000 });
    const covered = pieces.flatMap((piece) => piece.regions);
    expect(covered).toEqual([r(0, 4000), r(4500, 5000), r(10_000, 30_000), r(30_000, 45_000), r(50_000, 52_000)]);
    for (const piece of pieces) expect(piece.endMs - piece.startMs).toBeLessThanOrEqual(20_000);
    expect(pieces.map((piece) => piece.index)).toEqual(pieces.map((_, index) => index));
  });

  it('plans nothing for no speech, and refuses limits that leave no room', () => {
    expect(planPieces([])).toEqual([]);
    expect(() => planPieces([r(0, 1000)], { maxBytes: 1, bytesPerMs: 6 })).toThrow(RangeError);
  });
});
