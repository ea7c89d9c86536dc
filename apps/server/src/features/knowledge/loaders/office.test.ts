import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { splitBlocks } from '../blocks.ts';
import { loadDocument } from './index.ts';
import { buildDocx, buildPptx, buildXlsx } from './testing/office-fixtures.ts';
import type { LoadResult } from './types.ts';

function loaded(result: LoadResult) {
  if (!result.ok) throw new Error(`expected a load, got ${JSON.stringify(result)}`);
  return result;
}

function kinds(result: ReturnType<typeof loaded>) {
  const { text } = result.source;
  return splitBlocks(result.source).map((b) => [b.kind, text.slice(b.start, b.end), b.page]);
}

describe('docx loader', () => {
  it('keeps Word headings and tables, English and Chinese, and reads a tab as a space', async () => {
    const result = loaded(await loadDocument(await buildDocx(), 'report.docx'));
    expect(result.format).toBe('docx');
    expect(result.source.pageStarts).toBeUndefined();
    expect(kinds(result)).toEqual([
      ['heading', '# Bridge Report', null],
      ['paragraph', 'The old bridge was finished in 1968. It carries road and rail.', null],
      ['heading', '## 长江大桥', null],
      ['paragraph', '南京长江大桥是中国自行设计建造的第一座双层铁路、公路两用桥。', null],
      ['row', '| Deck | Length |', null],
      ['row', '| 公路桥 | 4589 m |', null],
      ['paragraph', 'After the table.', null],
    ]);
  });

  it('reads the Title style and Chinese-named heading styles as headings', async () => {
    const doc = new Document({
      styles: { paragraphStyles: [{ id: 'Heading3Zh', name: '标题 3', run: { bold: true } }] },
      sections: [
        {
          children: [
            new Paragraph({ text: '年度报告', heading: HeadingLevel.TITLE }),
            new Paragraph({ text: '第三节', style: 'Heading3Zh' }),
            new Paragraph('正文内容。'),
          ],
        },
      ],
    });
    const result = loaded(await loadDocument(new Uint8Array(await Packer.toBuffer(doc)), '报告.docx'));
    expect(result.source.text).toBe('# 年度报告\n\n### 第三节\n\n正文内容。');
  });

  it('refuses a document with no text as empty, and a cut-off one as corrupt', async () => {
    const blank = new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children: [] }] })));
    expect(await loadDocument(blank, 'blank.docx')).toEqual({ ok: false, reason: 'empty', format: 'docx' });
    const good = await buildDocx();
    const cut = good.subarray(0, Math.floor(good.length * 0.6));
    expect(await loadDocument(cut, 'cut.docx')).toMatchObject({ ok: false, reason: 'corrupt' });
  });
});

describe('pptx loader', () => {
  const deck = () =>
    buildPptx([
      { title: 'Intro 介绍', body: ['First point', '第二点'], notes: '讲稿：先介绍背景。' },
      { body: ['A slide without a title'] },
      {
        title: 'Numbers',
        table: [
          ['Year', 'Riders'],
          ['2023', '1,200'],
        ],
      },
    ]);

  it('reads one slide per page, titles as headings, tables as rows, notes with their slide', async () => {
    const result = loaded(await loadDocument(await deck(), 'deck.pptx'));
    expect(result.format).toBe('pptx');
    expect(result.pages).toBe(3);
    const { text, pageStarts } = result.source;
    expect(text).toBe(
      '# Intro 介绍\n\nFirst point\n第二点\n\n讲稿：先介绍背景。\n\nA slide without a title\n\n' +
        '# Numbers\n\n| Year | Riders |\n| 2023 | 1,200 |',
    );
    expect(pageStarts!.map((start) => text.slice(start).split('\n')[0])).toEqual([
      '# Intro 介绍',
      'A slide without a title',
      '# Numbers',
    ]);
    expect(kinds(result).filter(([kind]) => kind !== 'paragraph')).toEqual([
      ['heading', '# Intro 介绍', 1],
      ['heading', '# Numbers', 3],
      ['row', '| Year | Riders |', 3],
      ['row', '| 2023 | 1,200 |', 3],
    ]);
  });

  it('refuses more slides than allowed, and a broken deck as corrupt', async () => {
    const bytes = await deck();
    expect(await loadDocument(bytes, 'deck.pptx', { maxPages: 2 })).toEqual({
      ok: false,
      reason: 'tooManyPages',
      format: 'pptx',
      pages: 3,
      maxPages: 2,
    });
    const cut = bytes.subarray(0, Math.floor(bytes.length * 0.7));
    expect(await loadDocument(cut, 'deck.pptx')).toMatchObject({ ok: false, reason: 'corrupt' });
  });
});

describe('xlsx loader', () => {
  it('writes each sheet as a heading and each row on its own line', async () => {
    const bytes = buildXlsx({
      Prices: [['Item', 'Price'], ['Tea', 12.5], [], ['Cup | mug', 3]],
      价格表: [
        ['名称', '价格'],
        ['茶叶', 30],
      ],
      Empty: [],
    });
    const result = loaded(await loadDocument(bytes, 'prices.xlsx'));
    expect(result.format).toBe('xlsx');
    expect(result.source.text).toBe(
      '# Prices\n\n| Item | Price |\n| Tea | 12.5 |\n| Cup \\| mug | 3 |\n\n# 价格表\n\n| 名称 | 价格 |\n| 茶叶 | 30 |',
    );
    expect(kinds(result).map(([kind]) => kind)).toEqual(['heading', 'row', 'row', 'row', 'heading', 'row', 'row']);
  });

  it('refuses a workbook without cells as empty and a cut-off one as corrupt', async () => {
    expect(await loadDocument(buildXlsx({ Sheet1: [] }), 'blank.xlsx')).toEqual({
      ok: false,
      reason: 'empty',
      format: 'xlsx',
    });
    const good = buildXlsx({ Sheet1: [['a', 'b']] });
    const cut = good.subarray(0, Math.floor(good.length * 0.5));
    expect(await loadDocument(cut, 'cut.xlsx')).toMatchObject({ ok: false, reason: 'corrupt' });
  });
});
