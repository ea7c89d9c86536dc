import { describe, expect, it } from 'vitest';
import { splitFinished } from './blocks.ts';

describe('splitFinished', () => {
  it('keeps every paragraph before the last blank line, and the rest as the tail', () => {
    expect(splitFinished('One.\n\nTwo.\n\nThr')).toEqual({ finished: ['One.\n', 'Two.\n'], tail: 'Thr' });
  });

  it('never cuts inside fenced code or display math, even at a blank line', () => {
    const code = '```ts\nconst a = 1;\n\nconst b = 2;\n```';
    expect(splitFinished(`${code}\n\nAfter`)).toEqual({ finished: [`${code}\n`], tail: 'After' });
    expect(splitFinished('```ts\nconst a = 1;\n\nconst b')).toEqual({
      finished: [],
      tail: '```ts\nconst a = 1;\n\nconst b',
    });
    expect(splitFinished('$$\na\n\nb\n$$\n\nx')).toEqual({ finished: ['$$\na\n\nb\n$$\n'], tail: 'x' });
  });

  it('closes a fence only with the same kind of mark', () => {
    const text = '~~~\n```\n\n~~~\n\nEnd';
    expect(splitFinished(text)).toEqual({ finished: ['~~~\n```\n\n~~~\n'], tail: 'End' });
  });

  it('gives the whole text as the tail while no block is finished', () => {
    expect(splitFinished('Hello wor')).toEqual({ finished: [], tail: 'Hello wor' });
  });
});
