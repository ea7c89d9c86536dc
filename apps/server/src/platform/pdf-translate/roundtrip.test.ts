import { describe, expect, it } from 'vitest';
import { analyzePage, createPdfWriter, findRepeats, openPdf } from './index.js';
import { buildTestPaper } from './test-kit.js';

/** Distinct Chinese for paragraph `i`: long enough to fill every line to the column's edge. */
const chinese = (i: number) => `第${i}段：` + '本段说明版面如何在翻译中保持不变，图表与公式留在原处。'.repeat(3);

describe('a translated paper read back', () => {
  it('gives the Chinese paragraphs in the same reading order: full lines of two columns never merge', async () => {
    const kit = await buildTestPaper(2);
    const source = await openPdf(kit.bytes);
    const writer = await createPdfWriter(kit.bytes);
    const expected: string[][] = [];
    try {
      const repeats = findRepeats(source);
      for (const page of [1, 2]) {
        const paragraphs = analyzePage(source.readPage(page), repeats);
        const toTranslate = paragraphs.filter((p) => !p.keep);
        const translations = new Map(toTranslate.map((p, i) => [p.id, chinese(page * 10 + i)]));
        expected.push([...translations.values()]);
        await writer.writePage(page, paragraphs, translations);
      }
      const chineseSource = await openPdf(writer.save('mono'));
      try {
        const again = findRepeats(chineseSource);
        for (const page of [1, 2]) {
          const prose = analyzePage(chineseSource.readPage(page), again).filter((p) => !p.keep);
          expect(prose.map((p) => p.text)).toEqual(expected[page - 1]);
        }
      } finally {
        chineseSource.close();
      }
    } finally {
      writer.close();
      source.close();
    }
  });
});
