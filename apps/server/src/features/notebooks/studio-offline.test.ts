import { describe, expect, it } from 'vitest';
import { dateIn, extractStudio } from './studio-offline.ts';
import { topKeywords } from './studio-material.ts';

/** The offline studio's readers: dates as written in both languages, and main words. */
describe('dates', () => {
  it.each([
    ['重建的黄鹤楼于1985年6月落成。', '1985年6月', 19850600],
    ['大桥于 1957 年 10 月 15 日通车。', '1957 年 10 月 15 日', 19571015],
    ['It opened on October 15, 1957 to traffic.', 'October 15, 1957', 19571015],
    ['It opened on 15 Oct. 1957.', '15 Oct. 1957', 19571015],
    ['Renovated 2002-03-09 at night.', '2002-03-09', 20020309],
    ['Work began in 1955.', '1955', 19550000],
  ])('%s → %s', (text, label, sortKey) => {
    expect(dateIn(text)).toEqual({ label, sortKey });
  });

  it('reads no date in longer numbers, nor in a year of three digits', () => {
    expect(dateIn('Pi is 3.1415 and the bridge is 1,670.5 metres long.')).toBeNull();
    expect(dateIn('公元223年始建，长约 300 米，重 12345 吨。')).toBeNull();
    expect(dateIn('Version 2.2024.1 shipped.')).toBeNull();
  });
});

describe('main words', () => {
  it('counts a word however it is inflected and skips stop words', () => {
    const words = topKeywords('Bridges and bridge. The bridge opened. A river, the river. 长江大桥 长江大桥 长江', 3);
    expect(words).toEqual(['bridges', '长江', 'river']);
  });

  it('keeps one of nested words', () => {
    expect(topKeywords('bridge bridge bridge bridgework bridgework deck', 2)).toEqual(['bridge', 'deck']);
  });
});

describe('an extraction with nothing to find', () => {
  it('says no dates were found rather than making one up', () => {
    const source = {
      id: 's',
      name: 'Notes',
      passages: [{ ordinal: 0, text: 'No dates here. Only words.', page: null, start: 0, end: 26 }],
    };
    const out = extractStudio('timeline', [source], 'zh_CN', 'N');
    expect(out.content).toContain('所选来源中没有找到日期。');
    expect(out.citations).toEqual([]);
  });
});
