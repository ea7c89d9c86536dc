import { describe, expect, it } from 'vitest';
import { excerptOf, readInline, readMarkdown } from './markdown.ts';

describe('note Markdown', () => {
  it('reads headings, lists, quotes, code and paragraphs', () => {
    const blocks = readMarkdown('# Title\n\n- one\n- two\n1. first\n> said\n```\n<b>x</b>\n```\nplain\nline');
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'list', 'list', 'quote', 'code', 'paragraph']);
    expect(blocks[1]).toMatchObject({ ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] });
    expect(blocks[2]).toMatchObject({ ordered: true });
    expect(blocks[4]).toEqual({ kind: 'code', text: '<b>x</b>' });
    expect(blocks[5]).toEqual({ kind: 'paragraph', inline: [{ kind: 'text', text: 'plain\nline' }] });
  });

  it('reads bold, code and citation marks inline', () => {
    expect(readInline('a **b** `c` [12] d')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', text: 'b' },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'c' },
      { kind: 'text', text: ' ' },
      { kind: 'cite', n: 12 },
      { kind: 'text', text: ' d' },
    ]);
  });

  it('makes an excerpt without marks, cut at its length', () => {
    expect(excerptOf('## Tea\n- **Green** [1]\n> quoted')).toBe('Tea Green quoted');
    expect(excerptOf('Tea keeps its colour [1][2], they say [3].')).toBe('Tea keeps its colour, they say.');
    expect(excerptOf('字'.repeat(200), 10)).toBe(`${'字'.repeat(9)}…`);
  });
});
