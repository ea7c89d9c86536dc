import { describe, expect, it } from 'vitest';
import { BATCH_PARAGRAPHS, BatchAnswerError, batchesOf, mergeGlossary, parseAnswer, systemPrompt } from './batch.ts';

describe('batches of paragraphs for the model', () => {
  it('splits by count and by size, never leaving a batch empty', () => {
    const short = Array.from({ length: BATCH_PARAGRAPHS + 3 }, (_, i) => ({ text: `p${i}` }));
    expect(batchesOf(short).map((b) => b.length)).toEqual([BATCH_PARAGRAPHS, 3]);
    const long = [{ text: 'a'.repeat(5_000) }, { text: 'b'.repeat(5_000) }, { text: 'c' }];
    expect(batchesOf(long).map((b) => b.length)).toEqual([1, 2]);
    expect(batchesOf([])).toEqual([]);
  });

  it('reads an answer in a code fence, and refuses one with the wrong count or no JSON', () => {
    const fenced = '```json\n{"translations": ["甲", "乙"], "terms": {"layout": "版面", "": "x"}}\n```';
    expect(parseAnswer(fenced, 2)).toEqual({ translations: ['甲', '乙'], terms: { layout: '版面' } });
    expect(() => parseAnswer('{"translations": ["甲"]}', 2)).toThrow(BatchAnswerError);
    expect(() => parseAnswer('Sorry, I cannot.', 1)).toThrow(BatchAnswerError);
    expect(() => parseAnswer('{"translations": [1]}', 1)).toThrow(BatchAnswerError);
  });

  it('keeps a term as first agreed and carries the glossary and context into the prompt', () => {
    expect(mergeGlossary({ layout: '版面' }, { layout: '布局', column: '栏' })).toEqual({
      layout: '版面',
      column: '栏',
    });
    const prompt = systemPrompt({ from: 'en', to: 'ja', glossary: { layout: 'レイアウト' }, previous: 'The end.' });
    expect(prompt).toContain('from English into Japanese');
    expect(prompt).toContain('layout => レイアウト');
    expect(prompt).toContain('The end.');
  });
});
