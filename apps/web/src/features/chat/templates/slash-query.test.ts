import { describe, expect, it } from 'vitest';
import { slashAt, withoutSlash } from './slash-query.ts';

describe('the `/` that opens the template library', () => {
  it.each([
    ['/', 1, ''],
    ['/tra', 4, 'tra'],
    ['Please /email', 13, 'email'],
    ['第一行\n/翻译', 7, '翻译'],
    ['/translate more', 4, 'tra'],
  ])('opens in %j at %i with %j', (text, caret, query) => {
    expect(slashAt(text, caret)?.query).toBe(query);
  });

  it.each([
    ['and/or', 6],
    ['https://example.com', 8],
    ['1/2', 3],
    ['/two words', 10],
    ['/ta@notes', 9],
    ['x /path/to', 10],
    [`/${'a'.repeat(41)}`, 42],
    ['/tra', 0],
  ])('stays text in %j at %i', (text, caret) => {
    expect(slashAt(text, caret)).toBeNull();
  });

  it('takes the word out and keeps the rest', () => {
    const text = 'Some notes /email';
    expect(withoutSlash(text, slashAt(text, text.length)!)).toBe('Some notes');
    expect(withoutSlash('/tr rest', slashAt('/tr rest', 3)!)).toBe('rest');
  });
});
