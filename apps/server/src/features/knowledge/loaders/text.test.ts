import { describe, expect, it } from 'vitest';
import { splitBlocks } from '../blocks.ts';
import { loadDocument } from './index.ts';
import { normaliseText } from './normalise.ts';
import type { LoadResult } from './types.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

function loaded(result: LoadResult) {
  if (!result.ok) throw new Error(`expected a load, got ${JSON.stringify(result)}`);
  return result;
}

describe('normalising text', () => {
  it('leaves one form: LF line ends, single spaces, trimmed lines, one blank line at most', () => {
    const raw = '\ufeff  Title\r\n\r\n\r\n\u3000\u3000第一段\u00a0 文字\u200b。  \r\nline\ttwo\n\n\n\n\nend  \n\n';
    expect(normaliseText(raw)).toBe('Title\n\n第一段 文字。\nline two\n\nend');
    expect(normaliseText('a \t b\t\tc', { keepTabs: true })).toBe('a\tb\tc');
  });
});

describe('plain text and Markdown', () => {
  it('reads Markdown as is: headings, paragraphs, table rows', async () => {
    const md = '# 标题 Title\n\nFirst paragraph,\nstill first.\n\n\n\n## Part 2\n\n| a | b |\n|---|---|\n| 1 | 2 |\n';
    const result = loaded(await loadDocument(utf8(md), 'notes.md'));
    expect(result.format).toBe('md');
    const { text } = result.source;
    expect(text).toBe('# 标题 Title\n\nFirst paragraph,\nstill first.\n\n## Part 2\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(splitBlocks(result.source).map((b) => b.kind)).toEqual(['heading', 'paragraph', 'heading', 'row', 'row']);
  });

  it('keeps a pasted tab-separated table as rows in plain text', async () => {
    const result = loaded(await loadDocument(utf8('Price list\n\nTea\t12\nCoffee\t15\n'), 'list.txt'));
    expect(result.format).toBe('txt');
    expect(splitBlocks(result.source).map((b) => b.kind)).toEqual(['paragraph', 'row', 'row']);
  });

  it('reads UTF-16 with a BOM and GB18030 (GBK) text as Chinese', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('中文 text', 'utf16le')]);
    expect(loaded(await loadDocument(utf16, 'a.txt')).source.text).toBe('中文 text');
    // "中文" in GBK, as Notepad on a Chinese Windows saves it.
    const gbk = new Uint8Array([0xd6, 0xd0, 0xce, 0xc4, 0x0a, 0x61]);
    expect(loaded(await loadDocument(gbk, 'a.txt')).source.text).toBe('中文\na');
  });

  it('refuses a text file of only whitespace as empty', async () => {
    expect(await loadDocument(utf8(' \n\n\t \u3000\n'), 'blank.txt')).toEqual({
      ok: false,
      reason: 'empty',
      format: 'txt',
    });
  });
});

describe('csv loader', () => {
  it('writes the file name as the heading and one row per line, quotes and Chinese intact', async () => {
    const csv = 'name,city,code\n"Li, Lei",北京,00123\n\n王芳,"上海\n浦东",7\n';
    const result = loaded(await loadDocument(utf8(csv), 'people.csv'));
    expect(result.format).toBe('csv');
    expect(result.source.text).toBe(
      '# people\n\n| name | city | code |\n| Li, Lei | 北京 | 00123 |\n| 王芳 | 上海 浦东 | 7 |',
    );
    expect(splitBlocks(result.source).map((b) => b.kind)).toEqual(['heading', 'row', 'row', 'row']);
  });

  it('reads a CSV Excel saved in GBK', async () => {
    // "问题,答案\n" in GBK.
    const gbk = new Uint8Array([0xce, 0xca, 0xcc, 0xe2, 0x2c, 0xb4, 0xf0, 0xb0, 0xb8, 0x0a]);
    expect(loaded(await loadDocument(gbk, 'qa.csv')).source.text).toBe('# qa\n\n| 问题 | 答案 |');
  });
});

describe('html loader', () => {
  const page = `<!doctype html><html><head><title>Tea Guide 茶指南</title></head><body>
    <nav><a href="/">Home</a> | <a href="/shop">Shop</a></nav>
    <article>
      <h1>Tea Guide 茶指南</h1>
      <p>Green tea is steamed or pan-fired soon after picking, which keeps it green. See the
        <a href="/oolong">oolong page</a> for partly oxidised teas and how they are rolled.</p>
      <h2>Brewing 冲泡</h2>
      <p>Use water at about 80 degrees and steep for two minutes; hotter water makes it bitter.
        绿茶宜用八十度左右的水冲泡两分钟，水温过高会使茶汤发苦。</p>
      <table><tr><th>Tea</th><th>Minutes</th></tr><tr><td>Sencha</td><td>1</td></tr></table>
      <svg width="10" height="10"><text>chart axis label</text></svg>
    </article>
    <footer>Copyright 2024 Tea Shop. All rights reserved.</footer>
    <script>var tracking = 1;</script>
  </body></html>`;

  it('keeps the main text with its title as heading, links as words, no menus or scripts', async () => {
    const result = loaded(await loadDocument(utf8(page), 'guide.html'));
    expect(result.format).toBe('html');
    const { text } = result.source;
    expect(text.startsWith('# Tea Guide 茶指南\n\n')).toBe(true);
    expect(text.match(/# Tea Guide/g)).toHaveLength(1);
    expect(text).toContain('See the oolong page for partly oxidised teas');
    expect(text).toContain('## Brewing 冲泡');
    expect(text).toContain('绿茶宜用八十度左右的水冲泡两分钟');
    expect(text).toContain('| Tea | Minutes |\n| Sencha | 1 |');
    expect(text).not.toMatch(/Shop|Copyright|tracking|axis label|\]\(/);
  });

  it('reads a short page Readability finds no article in from its body', async () => {
    const result = loaded(
      await loadDocument(utf8('<html><body><p>Opening hours: 9–17.</p></body></html>'), 'hours.htm'),
    );
    expect(result.source.text).toBe('Opening hours: 9–17.');
  });

  it('reads the same HTML named .txt as plain text: the name only chooses among text formats', async () => {
    const result = loaded(await loadDocument(utf8('<p>hello</p>'), 'page.txt'));
    expect(result.format).toBe('txt');
    expect(result.source.text).toBe('<p>hello</p>');
  });
});
