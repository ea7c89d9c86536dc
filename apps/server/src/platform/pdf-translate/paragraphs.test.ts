import { describe, expect, it } from 'vitest';
import { analyzePage, findRepeats, openPdf, type Paragraph } from './index.js';
import { CODE, FIGURE_LABEL, FORMULA, HEADER, NUMBERS, TITLE, buildTestPaper } from './test-kit.js';

async function analyzeAll(): Promise<{ kit: Awaited<ReturnType<typeof buildTestPaper>>; pages: Paragraph[][] }> {
  const kit = await buildTestPaper();
  const source = await openPdf(kit.bytes);
  try {
    const repeats = findRepeats(source);
    return { kit, pages: [1, 2, 3].map((n) => analyzePage(source.readPage(n), repeats)) };
  } finally {
    source.close();
  }
}

describe('analyzePage', () => {
  it('gives the prose paragraphs in reading order: title, left column, then right column', async () => {
    const { kit, pages } = await analyzeAll();
    for (const [i, paragraphs] of pages.entries()) {
      const prose = paragraphs.filter((p) => !p.keep).map((p) => p.text);
      const expected = [...(i === 0 ? [TITLE] : []), ...kit.pages[i]!.paragraphs];
      expect(prose).toEqual(expected);
    }
    const ids = pages.flat().map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the formula, the figure label, code, numbers, the running header and page numbers', async () => {
    const { kit, pages } = await analyzeAll();
    const kept = (page: number) => pages[page - 1]!.filter((p) => p.keep).map((p) => [p.reason, p.text]);
    expect(kept(1)).toEqual(
      expect.arrayContaining([
        ['header-footer', HEADER],
        ['header-footer', '1'],
        ['figure', FIGURE_LABEL],
        ['formula', FORMULA],
      ]),
    );
    expect(kept(2)).toEqual(
      expect.arrayContaining([
        ['header-footer', HEADER],
        ['code', CODE],
        ['numbers', NUMBERS.replace(/\s+/g, ' ')],
      ]),
    );
    const formula = pages[0]!.find((p) => p.reason === 'formula')!;
    const want = kit.pages[0]!.formula!;
    expect(formula.box.left).toBeCloseTo(want.left, 0);
    expect(formula.box.top).toBeLessThanOrEqual(want.top);
    expect(formula.box.bottom).toBeGreaterThanOrEqual(want.bottom);
  });

  it('without repeats, a one-page header is prose: only repetition makes it a header', async () => {
    const kit = await buildTestPaper(1);
    const source = await openPdf(kit.bytes);
    const paragraphs = analyzePage(source.readPage(1), findRepeats(source));
    source.close();
    expect(paragraphs.find((p) => p.text === HEADER)).toMatchObject({ keep: false });
  });
});
