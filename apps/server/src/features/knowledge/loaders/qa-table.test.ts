import { describe, expect, it } from 'vitest';
import { qaText } from '../qa-text.ts';
import { loadQaTable } from './qa-table.ts';
import { buildXlsx } from './testing/office-fixtures.ts';
import { buildPdf } from './testing/pdf-fixtures.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('Q&A table import', () => {
  it('reads a CSV with an English header', async () => {
    const csv = 'Question,Answer\nWhen do you open?,"At 9, every day"\nDo you deliver?,Yes\n';
    const result = await loadQaTable(utf8(csv), 'faq.csv');
    expect(result).toEqual({
      ok: true,
      pairs: [
        { question: 'When do you open?', answer: 'At 9, every day' },
        { question: 'Do you deliver?', answer: 'Yes' },
      ],
    });
    // The pairs feed the Q&A source text unchanged.
    if (result.ok)
      expect(qaText(result.pairs).text).toBe('Q: When do you open?\nA: At 9, every day\n\nQ: Do you deliver?\nA: Yes');
  });

  it('reads an xlsx with a Chinese header, following the header when answer comes first', async () => {
    const bytes = buildXlsx({
      常见问题: [
        ['答案', '问题'],
        ['早上九点', '几点开门？'],
        ['可以', '能送货吗？'],
      ],
    });
    expect(await loadQaTable(bytes, '问答.xlsx')).toEqual({
      ok: true,
      pairs: [
        { question: '几点开门？', answer: '早上九点' },
        { question: '能送货吗？', answer: '可以' },
      ],
    });
  });

  it('knows a bilingual header, and never takes a question that mentions 问题 for one', async () => {
    const bilingual = await loadQaTable(utf8('问题 (Question),答案 / Answer\nq1,a1\n'), 'faq.csv');
    expect(bilingual).toEqual({ ok: true, pairs: [{ question: 'q1', answer: 'a1' }] });
    const noHeader = await loadQaTable(utf8('问题反馈怎么提交？,答案见帮助中心\nq2,a2\n'), 'faq.csv');
    expect(noHeader).toEqual({
      ok: true,
      pairs: [
        { question: '问题反馈怎么提交？', answer: '答案见帮助中心' },
        { question: 'q2', answer: 'a2' },
      ],
    });
  });

  it('takes the first two columns as question and answer when there is no header', async () => {
    const result = await loadQaTable(utf8('What is Inkstone?,An assistant\n'), 'faq.csv');
    expect(result).toEqual({ ok: true, pairs: [{ question: 'What is Inkstone?', answer: 'An assistant' }] });
  });

  it('refuses rows with an empty side, naming them as the spreadsheet numbers them', async () => {
    const csv = '问题,答案\n几点开门？,九点\n\n没有答案的问题,\n,没有问题的答案\n能送货吗？,可以\n';
    expect(await loadQaTable(utf8(csv), 'faq.csv')).toEqual({ ok: false, reason: 'incompleteRows', rows: [4, 5] });
    const bytes = buildXlsx({
      S: [
        ['question', 'answer'],
        ['q1', ''],
        ['q2', 'a2'],
      ],
    });
    expect(await loadQaTable(bytes, 'faq.xlsx')).toEqual({ ok: false, reason: 'incompleteRows', rows: [2] });
  });

  it('refuses a file with no pairs, an empty file, other formats and a broken workbook', async () => {
    expect(await loadQaTable(utf8('Question,Answer\n\n'), 'faq.csv')).toEqual({ ok: false, reason: 'empty' });
    expect(await loadQaTable(new Uint8Array(0), 'faq.csv')).toEqual({ ok: false, reason: 'empty' });
    const pdf = await buildPdf([{ lines: [{ text: 'Q: a' }] }]);
    expect(await loadQaTable(pdf, 'faq.csv')).toEqual({ ok: false, reason: 'unsupported', accepted: ['csv', 'xlsx'] });
    expect(await loadQaTable(utf8('Q,A\nx,y'), 'faq.txt')).toEqual({
      ok: false,
      reason: 'unsupported',
      accepted: ['csv', 'xlsx'],
    });
    const good = buildXlsx({ S: [['q', 'a']] });
    expect(await loadQaTable(good.subarray(0, good.length / 2), 'faq.xlsx')).toEqual({ ok: false, reason: 'corrupt' });
  });
});
