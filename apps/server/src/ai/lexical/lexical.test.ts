import { describe, expect, it } from 'vitest';
import { splitPassages, splitSentences } from './passages.ts';
import { rankLexically } from './rank.ts';
import { segmentForSearch, tokenize } from './tokenize.ts';

describe('tokenize', () => {
  it('segments Chinese into words and drops function words', () => {
    expect(tokenize('人工智能是未来的发展方向')).toEqual(['人工', '智能', '未来', '发展', '方向']);
  });

  it('adds two-character pieces of longer Chinese words so differently segmented texts still meet', () => {
    expect(tokenize('研究生')).toEqual(['研究生', '研究', '究生']);
    expect(rankLexically('研究', ['他是研究生', '他是老师'], (item) => item).map((entry) => entry.item)).toEqual([
      '他是研究生',
    ]);
  });

  it('lower-cases, normalises width and stems English lightly', () => {
    expect(tokenize('The Sources PRODUCED ＧＰＴ-4 results')).toEqual(['sourc', 'produc', 'gpt', '4', 'result']);
    expect(tokenize('sources')).toEqual(tokenize('source'));
    expect(tokenize('produce')).toEqual(tokenize('produced'));
    expect(tokenize('speeds')).toEqual(tokenize('speed'));
  });

  it('gives a database index space-separated words', () => {
    expect(segmentForSearch('深度学习改变了机器翻译')).toBe('深度 学习 改变 机器 翻译');
  });
});

describe('sentences and passages', () => {
  it('splits on Chinese and Latin sentence ends and on blank lines', () => {
    expect(splitSentences('第一句。第二句！Third one. Fourth?\n\n第五句')).toEqual([
      '第一句。',
      '第二句！',
      'Third one.',
      'Fourth?',
      '第五句',
    ]);
  });

  it('splits list items apart even without full stops', () => {
    expect(splitSentences('Steps:\n- open the lid\n- pour water')).toEqual([
      'Steps:',
      '- open the lid',
      '- pour water',
    ]);
  });

  it('groups sentences into passages under the size limit, joining Chinese without spaces', () => {
    expect(splitPassages('一句话。两句话。三句话。', 8)).toEqual(['一句话。两句话。', '三句话。']);
    expect(splitPassages('One. Two. Three.', 9)).toEqual(['One. Two.', 'Three.']);
  });
});

describe('rankLexically', () => {
  const items = ['Solar panels need cleaning.', 'Wind turbines need wind.', 'The cat sleeps.'];

  it('ranks by shared words, rarer words counting more, and leaves out non-matches', () => {
    const ranked = rankLexically('solar cleaning', items, (item) => item);
    expect(ranked.map((entry) => entry.item)).toEqual(['Solar panels need cleaning.']);
    expect(ranked[0]?.matched).toEqual(['solar', 'clean']);
    const both = rankLexically('wind panels need', items, (item) => item);
    expect(both.map((entry) => entry.item)).toEqual(['Wind turbines need wind.', 'Solar panels need cleaning.']);
  });

  it('honours limit and relative cutoff', () => {
    expect(rankLexically('need', items, (item) => item, { limit: 1 })).toHaveLength(1);
    const cut = rankLexically('wind turbines solar', items, (item) => item, { relativeCutoff: 0.9 });
    expect(cut.map((entry) => entry.item)).toEqual(['Wind turbines need wind.']);
  });

  it('returns nothing for a question made only of function words', () => {
    expect(rankLexically('what is the', items, (item) => item)).toEqual([]);
    expect(rankLexically('这是什么', ['这是一本书'], (item) => item)).toEqual([]);
  });
});
