import { describe, expect, it } from 'vitest';
import { analyzePage, createPdfWriter, findRepeats, openPdf } from './index.js';
import { pdfjsText } from './test-inspect.js';
import { FORMULA, TITLE, buildTestPaper, wrapInForms } from './test-kit.js';

const squash = (s: string) => s.replace(/\s+/g, '');

describe('pages whose content sits in a form XObject', () => {
  it('are analysed inside the visible page even when its origin is not (0, 0)', async () => {
    const kit = await buildTestPaper(2);
    const source = await openPdf(await wrapInForms(kit.bytes, 400));
    try {
      const page = source.readPage(1);
      expect(page.area).toEqual({ left: 400, bottom: 0, right: 400 + 612, top: 792 });
      const prose = analyzePage(page, findRepeats(source)).filter((p) => !p.keep);
      expect(prose.map((p) => p.text)).toEqual([TITLE, ...kit.pages[0]!.paragraphs]);
    } finally {
      source.close();
    }
  });

  it('are read in page coordinates and translated with the form text removed', async () => {
    const kit = await buildTestPaper();
    const bytes = await wrapInForms(kit.bytes);
    const source = await openPdf(bytes);
    const writer = await createPdfWriter(bytes);
    try {
      const repeats = findRepeats(source);
      const page = source.readPage(1);
      const title = page.blocks.find((b) => b.text === TITLE)!;
      // Drawn at 16 pt, scaled by 0.95 and shifted by (15, 20).
      expect(title.fontSize).toBeCloseTo(15.2, 1);
      expect(title.box.bottom).toBeCloseTo(700.72 * 0.95 + 20, 0);
      const paragraphs = analyzePage(page, repeats);
      expect(paragraphs.filter((p) => !p.keep).map((p) => p.text)).toEqual([TITLE, ...kit.pages[0]!.paragraphs]);
      expect(paragraphs.find((p) => p.text === FORMULA)).toMatchObject({ keep: true, reason: 'formula' });
      const toTranslate = paragraphs.filter((p) => !p.keep);
      await writer.writePage(1, paragraphs, new Map(toTranslate.map((p) => [p.id, p.text.toUpperCase()])));
      const [text] = await pdfjsText(writer.save('mono'));
      for (const paragraph of kit.pages[0]!.paragraphs) {
        expect(squash(text!)).toContain(squash(paragraph.toUpperCase()));
        expect(squash(text!)).not.toContain(squash(paragraph));
      }
      expect(squash(text!)).toContain(squash(FORMULA));
    } finally {
      writer.close();
      source.close();
    }
  });
});
