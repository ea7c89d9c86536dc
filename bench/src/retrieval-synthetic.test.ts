import { describe, expect, it } from 'vitest';
import { intlTerms } from './retrieval-baseline-terms.ts';
import { loadEvalSet } from './retrieval-data.ts';
import { generate, madeUpWord, seededRandom, trainChain } from './retrieval-synthetic.ts';

const set = loadEvalSet();

describe('latency corpus filler', () => {
  it('is the same text for the same seed, and different for another', () => {
    const chain = trainChain('en', set.en.passages);
    const text = (seed: number) => generate(chain, seededRandom(seed), 80);
    expect(text(7)).toBe(text(7));
    expect(text(7)).not.toBe(text(8));
  });

  it('ends on a whole sentence near the size asked, in the words of the passages', () => {
    const chain = trainChain('zh', set.zh.passages);
    const text = generate(chain, seededRandom(1), 60);
    expect(text).toMatch(/[。！？]$/);
    const vocabulary = new Set(set.zh.passages.flatMap((passage) => intlTerms(passage.text)));
    expect(intlTerms(text).every((term) => vocabulary.has(term))).toBe(true);
  });

  it('swaps a share of the content words for made-up ones from the long tail', () => {
    const chain = trainChain('en', set.en.passages);
    const vocabulary = new Set(set.en.passages.flatMap((passage) => intlTerms(passage.text)));
    const unknown = intlTerms(generate(chain, seededRandom(2), 400, 0.5)).filter((term) => !vocabulary.has(term));
    expect(unknown.length).toBeGreaterThan(40);
    // Zipf's law: most of them are seen once.
    expect(new Set(unknown).size).toBeGreaterThan(unknown.length / 2);
  });

  it('gives every rank its own made-up word', () => {
    for (const lang of ['en', 'zh'] as const) {
      const words = Array.from({ length: 5000 }, (_, rank) => madeUpWord(lang, rank));
      expect(new Set(words).size).toBe(words.length);
    }
  });
});

describe('baseline terms (Intl.Segmenter)', () => {
  it('keeps words only, lowercased and folded, and splits what its dictionary lacks', () => {
    expect(intlTerms('我用微信支付，ＡＰＩ 3.14!')).toEqual(['我', '用', '微', '信', '支付', 'api', '3.14']);
  });
});
