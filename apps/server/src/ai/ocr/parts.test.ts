import { describe, expect, it } from 'vitest';
import { charsetOf, decodeCtc } from './ctc.ts';
import { findTextBoxes } from './detect-boxes.ts';
import { joinRows, readingOrder } from './reading-order.ts';
import type { OcrLine } from './types.ts';

describe('CTC decoding', () => {
  const charset = charsetOf('a\nb\nc\n');
  // One row per time step over the classes [blank, a, b, c, space].
  const steps = (rows: number[][]) => new Float32Array(rows.flat());

  it('builds the charset from the dictionary lines plus the space class', () => {
    expect(charset).toEqual(['a', 'b', 'c', ' ']);
    expect(charsetOf('x\r\ny')).toEqual(['x', 'y', ' ']);
  });

  it('collapses repeats, drops blanks, keeps a doubled letter split by a blank, and averages the scores', () => {
    const probs = steps([
      [0.1, 0.9, 0, 0, 0], // a
      [0.2, 0.8, 0, 0, 0], // a (repeat)
      [0.9, 0, 0.1, 0, 0], // blank
      [0, 0.7, 0.3, 0, 0], // a again
      [0, 0, 0, 0, 0.6], // space
      [0, 0, 0, 1, 0], // c
    ]);
    const { text, score } = decodeCtc(probs, 6, 5, charset);
    expect(text).toBe('aa c');
    expect(score).toBeCloseTo((0.9 + 0.7 + 0.6 + 1) / 4, 5);
  });

  it('gives an empty text with score 0 when every step is blank', () => {
    expect(decodeCtc(steps([[1, 0, 0, 0, 0]]), 1, 5, charset)).toEqual({ text: '', score: 0 });
  });
});

describe('text boxes from the probability map', () => {
  const map = (width: number, height: number, fill: [number, number, number, number, number][]) => {
    const prob = new Float32Array(width * height);
    for (const [x0, y0, w, h, p] of fill)
      for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) prob[y * width + x] = p;
    return prob;
  };

  it('grows each confident region by the unclip distance and drops faint and thin ones', () => {
    const prob = map(100, 60, [
      [10, 10, 40, 10, 0.9], // a line: kept
      [10, 40, 40, 10, 0.4], // above the pixel threshold but not the box threshold: dropped
      [70, 10, 20, 2, 0.9], // two pixels thin: noise
    ]);
    const boxes = findTextBoxes(prob, 100, 60);
    // 40×10, ratio 1.5: grow = 400 × 1.5 / 100 = 6 on every side.
    expect(boxes).toEqual([[4, 4, 52, 22]]);
  });

  it('clamps grown boxes to the map and keeps separate regions apart', () => {
    const prob = map(50, 30, [
      [0, 0, 10, 8, 0.95],
      [30, 20, 20, 10, 0.95],
    ]);
    const boxes = findTextBoxes(prob, 50, 30).sort((a, b) => a[0] - b[0]);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]![0]).toBe(0);
    expect(boxes[0]![1]).toBe(0);
    expect(boxes[1]![0] + boxes[1]![2]).toBe(50);
    expect(boxes[1]![1] + boxes[1]![3]).toBe(30);
  });
});

describe('reading order', () => {
  const line = (text: string, x: number, y: number, w = 50, h = 20): OcrLine => ({ text, score: 1, box: [x, y, w, h] });

  it('orders rows top to bottom and pieces left to right, tolerating a small baseline drift', () => {
    const rows = readingOrder([line('D', 10, 100), line('B', 200, 14), line('A', 10, 10), line('C', 400, 6, 50, 30)]);
    expect(rows.map((row) => row.map((l) => l.text))).toEqual([['A', 'B', 'C'], ['D']]);
  });

  it('keeps consecutive lines of a paragraph apart', () => {
    const rows = readingOrder([line('second', 10, 32), line('first', 10, 10)]);
    expect(rows.map((row) => row.map((l) => l.text))).toEqual([['first'], ['second']]);
  });

  it('joins pieces with a space except between Chinese characters', () => {
    const text = joinRows([
      [line('长江', 0, 0), line('大桥', 60, 0)],
      [line('Wuhan', 0, 30), line('长江', 60, 30)],
    ]);
    expect(text).toBe('长江大桥\nWuhan 长江');
  });
});
