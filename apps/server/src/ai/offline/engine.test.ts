import { describe, expect, it } from 'vitest';
import { ask } from '../testing/access.ts';
import { collect } from '../testing/collect.ts';
import type { ContextDocument } from '../types.ts';
import { createOfflineModel } from './engine.ts';

const model = createOfflineModel({ chunkDelayMs: 0, chunkChars: 6 });

const english: ContextDocument[] = [
  {
    id: 'handbook',
    title: 'Employee handbook',
    text:
      'Every employee gets 25 days of paid vacation per year. ' +
      'Vacation requests go to your manager two weeks ahead.\n\nThe office opens at 8am.',
  },
  {
    id: 'menu',
    title: 'Canteen',
    text: 'The canteen serves soup on Mondays. Desserts are free on Fridays.',
    url: 'https://intranet.example/canteen',
  },
];

const chinese: ContextDocument[] = [
  {
    id: 'report',
    title: '季度报告',
    text: '本季度公司营业收入为三亿元，同比增长百分之十二。主要增长来自云计算业务。\n\n研发投入占收入的百分之十五。',
  },
  { id: 'rules', title: '员工手册', text: '员工每年享有十五天带薪年假。请假需提前一周申请。' },
];

describe('offline engine', () => {
  it('answers from the given documents, quoting them with numbered citations', async () => {
    const out = await collect(
      model.stream(ask('How many vacation days do employees get?', { documents: english, language: 'en' })),
    );
    expect(out.text).toMatch(
      /^Here is what your documents say about this:\n\n- Every employee gets 25 days of paid vacation per year\. \[1\]\n/,
    );
    expect(out.text).not.toContain('soup');
    expect(out.sources).toEqual([{ index: 1, documentId: 'handbook', title: 'Employee handbook' }]);
    expect(out.text).toMatch(/Demo mode: .*No AI model wrote this answer/);
    expect(out.last).toMatchObject({
      type: 'finish',
      reason: 'stop',
      result: { text: out.text, sources: out.sources },
    });
  });

  it('numbers documents in order of first appearance and announces each before its first citation', async () => {
    const out = await collect(model.stream(ask('soup vacation', { documents: english, language: 'en' })));
    const firstCited = out.text.match(/\[(\d)\]/g);
    expect(firstCited?.[0]).toBe('[1]');
    expect(out.sources.map((source) => source.index)).toEqual([1, 2]);
    expect(out.sources.find((source) => source.documentId === 'menu')).toMatchObject({
      url: 'https://intranet.example/canteen',
    });
    for (const source of out.sources) {
      const sourceAt = out.parts.findIndex((part) => part.type === 'source' && part.source.index === source.index);
      const textBefore = out.parts
        .slice(0, sourceAt)
        .map((part) => (part.type === 'text' ? part.text : ''))
        .join('');
      expect(textBefore).not.toContain(`[${source.index}]`);
    }
  });

  it('answers Chinese questions from Chinese documents, in Chinese', async () => {
    const out = await collect(model.stream(ask('公司的营业收入是多少？', { documents: chinese, language: 'zh_CN' })));
    expect(out.text).toMatch(
      /^你的资料中与此相关的内容如下：\n\n- 本季度公司营业收入为三亿元，同比增长百分之十二。 \[1\]/,
    );
    expect(out.text).not.toContain('年假');
    expect(out.text).toContain('演示模式');
    expect(out.sources).toEqual([{ index: 1, documentId: 'report', title: '季度报告' }]);
  });

  it('answers the question, not the passage the user quoted above it', async () => {
    // The chat puts a quoted note first, as a Markdown quote, then the question (chat/context.ts).
    const turn = '> 员工每年享有十五天带薪年假，请假需提前一周申请。\n\n公司的营业收入是多少？';
    const out = await collect(model.stream(ask(turn, { documents: chinese, language: 'zh_CN' })));
    expect(out.sources[0]).toMatchObject({ documentId: 'report' });
    expect(out.text).not.toContain('年假');
  });

  it('finds Chinese words inside unspaced text (segmentation, not substring luck)', async () => {
    const out = await collect(model.stream(ask('年假有几天', { documents: chinese, language: 'zh_CN' })));
    expect(out.text).toContain('- 员工每年享有十五天带薪年假。 [1]');
    expect(out.sources).toEqual([{ index: 1, documentId: 'rules', title: '员工手册' }]);
  });

  it('says plainly when the documents do not cover the question, and how to enable a model', async () => {
    const out = await collect(
      model.stream(ask('What is the weather on Mars?', { documents: english, language: 'en' })),
    );
    expect(out.text).toMatch(/^I could not find anything about this in the 2 document\(s\) you provided\./);
    expect(out.text).toContain('No AI model is configured on this server');
    expect(out.text).toContain('OPENAI_API_KEY');
    expect(out.sources).toEqual([]);
  });

  it('without documents, says no AI provider is configured, in the user’s language', async () => {
    const en = await collect(model.stream(ask('Write me a poem', { language: 'en' })));
    expect(en.text).toMatch(/^No AI model is configured on this server, so I can't write an answer\./);
    const zh = await collect(model.stream(ask('写一首诗', { language: 'zh_CN' })));
    expect(zh.text).toMatch(/^此服务器尚未配置 AI 模型，因此无法生成回答。/);
    expect(zh.text).toContain('OPENAI_API_KEY');
  });

  it('guesses the language from the question when the caller does not say', async () => {
    const out = await collect(model.stream(ask('你好')));
    expect(out.text).toMatch(/^此服务器尚未配置/);
  });

  it('streams in small chunks and is deterministic', async () => {
    const request = ask('vacation manager', { documents: english, language: 'en' });
    const first = await collect(model.stream(request));
    const second = await collect(model.stream(request));
    expect(first.parts).toEqual(
      second.parts.map((part) =>
        part.type === 'finish'
          ? { ...part, result: first.last.type === 'finish' ? first.last.result : part.result }
          : part,
      ),
    );
    const chunks = first.parts.flatMap((part) => (part.type === 'text' ? [part.text] : []));
    expect(chunks.length).toBeGreaterThan(10);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(30);
  });

  it('stops when aborted, keeping what was streamed', async () => {
    const slow = createOfflineModel({ chunkDelayMs: 5, chunkChars: 4 });
    const controller = new AbortController();
    const seen: string[] = [];
    let last;
    for await (const part of slow.stream(ask('Write me a poem', { language: 'en', signal: controller.signal }))) {
      if (part.type === 'text') seen.push(part.text);
      if (seen.length === 3) controller.abort();
      last = part;
    }
    expect(seen).toHaveLength(3);
    expect(last).toMatchObject({ type: 'finish', reason: 'aborted', result: { text: seen.join('') } });
  });

  it('quotes passages as plain text: no Markdown structure of the document leaks into the answer', async () => {
    const markdown: ContextDocument[] = [
      {
        id: 'plan',
        title: 'plan.md',
        text:
          '# Lantern launch plan\n- The lantern launch is on *14 March* at `9am`.\n' +
          '> The lantern budget is $12,000 & <b>final</b>.\n1. Lantern crews meet at [the pier](https://evil.example).',
      },
    ];
    const out = await collect(
      model.stream(ask('lantern launch plan budget crews', { documents: markdown, language: 'en' })),
    );
    const quotes = out.text.split('\n').filter((line) => line.startsWith('- '));
    expect(quotes.length).toBeGreaterThanOrEqual(3);
    for (const line of quotes) {
      const body = line.slice(2).replace(/ \[\d+\]$/, '');
      // Nothing may start a block inside the list item, and every special character is escaped.
      expect(body).not.toMatch(/^\s*(#|[-+*>=]|\d+[.)])/);
      expect(body.replace(/\\./g, '')).not.toMatch(/[`*_[\]<>|~$&\\]/);
    }
    const unescaped = quotes.map((line) =>
      line
        .slice(2)
        .replace(/ \[\d+\]$/, '')
        .replace(/\\(.)/g, '$1'),
    );
    // Once the escapes are read, the reader sees the document's own characters.
    expect(unescaped).toEqual(
      expect.arrayContaining([
        '# Lantern launch plan',
        '- The lantern launch is on *14 March* at `9am`.',
        '> The lantern budget is $12,000 & <b>final</b>.',
        'Lantern crews meet at [the pier](https://evil.example).',
      ]),
    );
  });

  it('uses the last user message as the question', async () => {
    const out = await collect(
      model.stream({
        language: 'en',
        documents: english,
        messages: [
          { role: 'user', content: 'Tell me about soup' },
          { role: 'assistant', content: 'The canteen serves soup on Mondays.' },
          { role: 'user', content: 'And desserts?' },
        ],
      }),
    );
    expect(out.text).toContain('- Desserts are free on Fridays. [1]');
    expect(out.text).not.toContain('Mondays');
  });
});
