import { describe, expect, it } from 'vitest';
import { classifyLine } from './classify.js';
import type { TextLine } from './lines.js';
import type { TextBlock } from './reader.js';

const box = { left: 0, bottom: 0, right: 100, top: 10 };
const block = (text: string, fontName: string): TextBlock => ({ box, text, fontName, fontSize: 10 });
const line = (blocks: TextBlock[]): TextLine => ({
  box,
  text: blocks.map((b) => b.text).join(' '),
  fontSize: 10,
  blocks: blocks.map((_, i) => i),
});
const classify = (...blocks: TextBlock[]) => classifyLine(line(blocks), blocks);

describe('classifyLine', () => {
  it('calls a line set mostly in TeX math fonts a formula, even when it is made of letters', () => {
    expect(classify(block('f x dx', 'CMMI10'), block('ab', 'CMSY10'))).toBe('formula');
    expect(classify(block('We integrate', 'CMR10'), block('f', 'CMMI10'))).toBeUndefined();
  });

  it('calls monospace text code, digits numbers, and symbol-heavy text a formula', () => {
    expect(classify(block('return value', 'Courier'))).toBe('code');
    expect(classify(block('let x', 'LMMono10-Regular'))).toBe('code');
    expect(classify(block('(3.2) 45% 17', 'Times-Roman'))).toBe('numbers');
    expect(classify(block(', —', 'Times-Roman'))).toBe('numbers');
    expect(classify(block('x = (a + b) / 2', 'Times-Roman'))).toBe('formula');
    expect(classify(block('The sum a + b is small.', 'Times-Roman'))).toBeUndefined();
  });
});
