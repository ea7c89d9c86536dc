import { describe, expect, it } from 'vitest';
import { dedupeNearIdentical } from './dedupe.ts';

describe('near-identical passages', () => {
  it('keeps the first of texts that differ only in spacing, case or punctuation', () => {
    const hits = [
      { id: 1, text: '南京长江大桥于1968年建成通车，正桥长1577米。' },
      { id: 2, text: '南京长江大桥于 1968 年建成通车, 正桥长 1577 米' },
      { id: 3, text: 'The Nanjing Yangtze River Bridge opened in 1968.' },
      { id: 4, text: 'the nanjing yangtze river bridge OPENED in 1968' },
    ];
    expect(dedupeNearIdentical(hits).map((hit) => hit.id)).toEqual([1, 3]);
  });

  it('keeps passages that only share a topic', () => {
    const hits = [
      { id: 1, text: 'Refunds are issued within 14 days of purchase.' },
      { id: 2, text: 'Refunds are not issued for digital goods once downloaded.' },
    ];
    expect(dedupeNearIdentical(hits).map((hit) => hit.id)).toEqual([1, 2]);
  });
});
