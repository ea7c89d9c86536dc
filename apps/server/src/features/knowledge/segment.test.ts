import { describe, expect, it } from 'vitest';
import { searchTerms } from './segment.ts';

describe('search terms', () => {
  it('keeps 长江大桥 and 微信 as whole words (Intl.Segmenter splits them)', () => {
    expect(searchTerms('南京市长江大桥')).toContain('长江大桥');
    expect(searchTerms('我用微信付款')).toContain('微信');
    // Search mode adds the parts too, so a question about 长江 finds the bridge.
    expect(searchTerms('长江大桥')).toEqual(expect.arrayContaining(['长江', '大桥', '长江大桥']));
  });

  it('lowercases Latin words, keeps numbers and drops punctuation in mixed text', () => {
    expect(searchTerms('Inkstone 支持 GPT-4o，版本 3.14 与 API！')).toEqual([
      'inkstone',
      '支持',
      '支',
      '持',
      'gpt',
      '4o',
      '版本',
      '版',
      '本',
      '3.14',
      '与',
      'api',
    ]);
  });

  it('adds each Han character once, so a word segmentation joined still meets its parts', () => {
    const terms = searchTerms('多吃菠菜补铁');
    expect(terms).toContain('铁');
    expect(terms.filter((term) => term === '菜')).toHaveLength(1);
    // A character jieba gives as a word of its own is not counted twice.
    expect(searchTerms('与').filter((term) => term === '与')).toHaveLength(1);
  });

  it('folds full-width letters and digits to their plain forms', () => {
    expect(searchTerms('ＡＰＩ ２０２４')).toEqual(['api', '2024']);
  });

  it('gives nothing for text with no words', () => {
    expect(searchTerms(' ，。!? ')).toEqual([]);
  });
});
