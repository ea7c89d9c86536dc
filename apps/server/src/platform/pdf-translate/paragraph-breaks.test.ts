import { describe, expect, it } from 'vitest';
import { groupLines } from './lines.js';
import { analyzePage } from './paragraphs.js';
import type { PageText, TextBlock } from './reader.js';

/** A one-column page from [left, baseline, text] triples, 10 pt Times, 12 pt leading. */
function page(spec: [number, number, string][]): PageText {
  const blocks: TextBlock[] = spec.map(([left, base, text]) => ({
    box: { left, bottom: base - 2, right: left + text.length * 4.5, top: base + 7 },
    text,
    fontName: 'Times-Roman',
    fontSize: 10,
  }));
  const area = { left: 0, bottom: 0, right: 612, top: 792 };
  return { page: 1, width: 612, height: 792, area, blocks, lines: groupLines(blocks), graphics: [] };
}

const texts = (p: PageText) => analyzePage(p).map((x) => x.text);

describe('paragraph breaks without extra spacing', () => {
  it('starts a paragraph at an indented first line and after a sentence ending short of the margin', () => {
    const p = page([
      [72, 700, 'The first paragraph runs over two lines of text in this'],
      [72, 688, 'column and ends here.'],
      [87, 676, 'An indented line opens the second paragraph that also'],
      [72, 664, 'wraps once before it stops short.'],
      [72, 652, 'A third starts flush left after the short line.'],
    ]);
    expect(texts(p)).toEqual([
      'The first paragraph runs over two lines of text in this column and ends here.',
      'An indented line opens the second paragraph that also wraps once before it stops short.',
      'A third starts flush left after the short line.',
    ]);
  });

  it('keeps a list item with its hanging lines and starts one per bullet', () => {
    const p = page([
      [72, 700, '• The first item is long enough that it has to wrap'],
      [82, 688, 'onto a hanging line'],
      [72, 676, '• The second item fits'],
    ]);
    expect(texts(p)).toEqual([
      '• The first item is long enough that it has to wrap onto a hanging line',
      '• The second item fits',
    ]);
  });

  it('keeps a comma hanging below the baseline on its line instead of making it a paragraph', () => {
    const p = page([[72, 700, 'alpha beta gamma']]);
    const comma: TextBlock = {
      box: { left: 144.5, bottom: 696, right: 147, top: 699 },
      text: ',',
      fontName: 'Times-Roman',
      fontSize: 10,
    };
    const blocks = [...p.blocks, comma];
    const paragraphs = analyzePage({ ...p, blocks, lines: groupLines(blocks) });
    expect(paragraphs.map((x) => x.text)).toEqual(['alpha beta gamma,']);
  });
});
