import { describe, expect, it } from 'vitest';
import { analyzePage, type Box, createPdfWriter, findRepeats, openPdf, type Paragraph } from './index.js';
import { pageSizes, pdfjsText, pixelDifference, renderRegion } from './test-inspect.js';
import { FORMULA, HEADER, PAGE, buildTestPaper } from './test-kit.js';

const ZH = '保持版面的翻译';

/** Runs the whole engine over the test paper with a fake translator. */
async function translatePaper(translate: (p: Paragraph) => string) {
  const kit = await buildTestPaper();
  const source = await openPdf(kit.bytes);
  const writer = await createPdfWriter(kit.bytes);
  try {
    const repeats = findRepeats(source);
    const paragraphs: Paragraph[][] = [];
    for (let page = 1; page <= source.pageCount; page++) {
      const onPage = analyzePage(source.readPage(page), repeats);
      paragraphs.push(onPage);
      const toTranslate = onPage.filter((p) => !p.keep);
      await writer.writePage(page, onPage, new Map(toTranslate.map((p) => [p.id, translate(p)])));
    }
    return {
      kit,
      paragraphs,
      mono: writer.save('mono'),
      alternate: writer.save('dual-alternate'),
      sideBySide: writer.save('dual-side-by-side'),
    };
  } finally {
    writer.close();
    source.close();
  }
}

const squash = (s: string) => s.replace(/\s+/g, '');

describe('createPdfWriter', () => {
  it('writes translations where the paragraphs were and leaves header, formula and numbers as they were', async () => {
    const { kit, mono } = await translatePaper((p) => p.text.toUpperCase());
    const original = await pdfjsText(kit.bytes);
    const pages = await pdfjsText(mono);
    expect(pages).toHaveLength(3);
    for (const [i, text] of pages.entries()) {
      for (const paragraph of kit.pages[i]!.paragraphs) {
        expect(squash(text)).toContain(squash(paragraph.toUpperCase()));
        expect(squash(text)).not.toContain(squash(paragraph));
      }
      expect(text).toContain(HEADER);
      expect(text).toContain(String(i + 1));
    }
    expect(squash(pages[0]!)).toContain(squash(FORMULA));
    expect(squash(original[0]!)).toContain(squash(FORMULA));
  });

  it('sets Chinese in an embedded Noto Sans SC subset, in each box or the free space below it', async () => {
    const { kit, mono, paragraphs } = await translatePaper(() => ZH.repeat(12));
    const pages = await pdfjsText(mono);
    const prose = paragraphs[0]!.filter((p) => !p.keep).length;
    expect(squash(pages[0]!).split(ZH).length - 1).toBe(prose * 12);
    expect(pages[0]).not.toContain('Sentence');
    const raw = Buffer.from(mono).toString('latin1');
    // One Type 0 font per translated page, with its TrueType program embedded.
    expect(raw.match(/\/BaseFont\s*\/NotoSansSC-Regular\s*\/DescendantFonts/g)).toHaveLength(3);
    expect(raw.match(/\/FontFile2/g)?.length).toBeGreaterThanOrEqual(3);
    // Every new line starts inside the width of the paragraph it replaced, below its top, and
    // overlaps nothing else: no other paragraph, kept or translated, and not the figure.
    const written = await openPdf(mono);
    const blocks = written.readPage(1).blocks.filter((b) => b.fontName.startsWith('NotoSansSC'));
    written.close();
    expect(blocks.length).toBeGreaterThan(prose);
    const others = [...paragraphs[0]!.map((p) => p.box), kit.pages[0]!.figure!];
    const overlaps = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom) > 1;
    for (const { box } of blocks) {
      const homes = paragraphs[0]!.filter(
        (p) => !p.keep && box.left >= p.box.left - 2 && box.right <= p.box.right + 2 && box.top <= p.box.top + 2,
      );
      const home = homes.sort((a, b) => a.box.top - b.box.top)[0];
      expect(home, JSON.stringify(box)).toBeDefined();
      const hit = others.find((o) => o !== home!.box && overlaps(o, box));
      expect(hit, JSON.stringify({ box, hit })).toBeUndefined();
    }
  });

  it('makes dual outputs: original and translation alternating, and side by side on a double-width page', async () => {
    const { kit, alternate, sideBySide } = await translatePaper((p) => p.text.toUpperCase());
    const alternating = await pdfjsText(alternate);
    expect(alternating).toHaveLength(6);
    const first = squash(kit.pages[0]!.paragraphs[0]!);
    expect(squash(alternating[0]!)).toContain(first);
    expect(squash(alternating[1]!)).toContain(first.toUpperCase());
    expect(squash(alternating[1]!)).not.toContain(first);
    expect(squash(alternating[4]!)).toContain(squash(kit.pages[2]!.paragraphs[0]!));

    const wide = await pdfjsText(sideBySide);
    expect(wide).toHaveLength(3);
    expect(await pageSizes(sideBySide)).toEqual(Array(3).fill({ width: PAGE.width * 2, height: PAGE.height }));
    expect(squash(wide[1]!)).toContain(squash(kit.pages[1]!.paragraphs[3]!));
    expect(squash(wide[1]!)).toContain(squash(kit.pages[1]!.paragraphs[3]!.toUpperCase()));
  });

  it('leaves the figure, formula, header and page number pixel for pixel where they were', async () => {
    const { kit, mono, sideBySide, paragraphs } = await translatePaper(() => ZH.repeat(8));
    const figure = kit.pages[0]!.figure!;
    const before = await renderRegion(kit.bytes, 1, figure);
    expect(pixelDifference(before, await renderRegion(mono, 1, figure))).toBe(0);
    expect(pixelDifference(before, await renderRegion(sideBySide, 1, figure))).toBe(0);
    expect(pixelDifference(before, await renderRegion(sideBySide, 1, figure, PAGE.width))).toBe(0);
    // The formula, the running header and the page number are pixel for pixel the same too.
    const formula = kit.pages[0]!.formula!;
    const header = { left: 70, right: 230, bottom: 745, top: 758 };
    const pageNumber = { left: 296, right: 316, bottom: 36, top: 50 };
    for (const region of [formula, header, pageNumber]) {
      const original = await renderRegion(kit.bytes, 1, region);
      expect(pixelDifference(original, await renderRegion(mono, 1, region)), JSON.stringify(region)).toBe(0);
      expect(pixelDifference(original, new Uint8Array(original.length).fill(255))).toBeGreaterThan(0);
    }
    // The same comparison does see a change: a translated paragraph's box differs.
    const prose = paragraphs[0]!.find((p) => !p.keep && p.text.startsWith('Sentence'))!;
    const changed = pixelDifference(
      await renderRegion(kit.bytes, 1, prose.box),
      await renderRegion(mono, 1, prose.box),
    );
    expect(changed).toBeGreaterThan(0.01);
  });

  it('stamps a notice on a page written without translations and keeps its original text', async () => {
    const kit = await buildTestPaper(1);
    const writer = await createPdfWriter(kit.bytes);
    try {
      const notice = '未配置翻译模型 · No translation model is configured';
      await writer.writePage(1, [], new Map(), { notice });
      const [text] = await pdfjsText(writer.save('mono'));
      expect(text).toContain(notice);
      expect(squash(text!)).toContain(squash(kit.pages[0]!.paragraphs[0]!));
    } finally {
      writer.close();
    }
  });

  it('refuses to write a page twice or outside the document, and to save before any page', async () => {
    const kit = await buildTestPaper(1);
    const writer = await createPdfWriter(kit.bytes);
    try {
      expect(() => writer.save('mono')).toThrow(/no page/);
      await expect(writer.writePage(2, [], new Map())).rejects.toThrow(RangeError);
      await writer.writePage(1, [], new Map());
      await expect(writer.writePage(1, [], new Map())).rejects.toThrow(/already/);
      // A page with nothing translated is copied as it was.
      expect(squash((await pdfjsText(writer.save('mono')))[0]!)).toContain(squash(kit.pages[0]!.paragraphs[0]!));
    } finally {
      writer.close();
    }
  });
});
