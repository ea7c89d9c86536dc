import { describe, expect, it } from 'vitest';
import { fitText, wrap } from './fit.js';

// Every character is half an em wide, ideographs a full em: enough to check the rules.
const measure = (s: string) => [...s].reduce((w, c) => w + (/[\u4e00-\u9fff，。]/.test(c) ? 1 : 0.5), 0);

describe('fitText', () => {
  it('wraps Latin at spaces and Chinese between characters, never starting a line with a comma', () => {
    expect(wrap('alpha beta gamma', 4, measure)).toEqual(['alpha', 'beta', 'gamma']);
    expect(wrap('保持版面的翻译', 3, measure)).toEqual(['保持版', '面的翻', '译']);
    expect(wrap('一二三，四', 3, measure)).toEqual(['一二三，', '四']);
  });

  it('keeps the starting size when the text fits and shrinks it until the lines fit the box', () => {
    const box = { left: 0, right: 100, bottom: 0, top: 24 };
    expect(fitText('short', box, 10, measure)).toMatchObject({ fontSize: 10, lines: ['short'] });
    const long = fitText('字'.repeat(60), box, 10, measure);
    expect(long.fontSize).toBeLessThan(10);
    const needed = long.fontSize + (long.lines.length - 1) * long.leading;
    expect(needed).toBeLessThanOrEqual(24 + long.fontSize * 0.1);
    expect(long.lines.join('')).toBe('字'.repeat(60));
  });
});
