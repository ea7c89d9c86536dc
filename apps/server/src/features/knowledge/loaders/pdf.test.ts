import { describe, expect, it } from 'vitest';
import { pageAt, splitBlocks } from '../blocks.ts';
import { chunkText } from '../chunk.ts';
import { loadDocument } from './index.ts';
import { buildPdf } from './testing/pdf-fixtures.ts';
import type { LoadResult, OcrImage } from './types.ts';

function loaded(result: LoadResult) {
  if (!result.ok) throw new Error(`expected a load, got ${JSON.stringify(result)}`);
  return result;
}

const twoPages = () =>
  buildPdf([
    {
      lines: [
        { text: 'Bridge Report', size: 24 },
        { text: 'The old bridge was finished in 1968.' },
        { text: 'It carries road and rail.' },
        { text: 'A second paragraph after a gap.', y: 600 },
      ],
    },
    {
      lines: [
        { text: '长江大桥', size: 20 },
        { text: '南京长江大桥是中国第一座双层桥。' },
        { text: '全长6772米 (6.7 km)。' },
      ],
    },
  ]);

describe('pdf loader', () => {
  it('reads each page of English and Chinese text, with headings, paragraphs and page starts', async () => {
    const result = loaded(await loadDocument(await twoPages(), 'report.pdf'));
    expect(result.format).toBe('pdf');
    expect(result.pages).toBe(2);
    expect(result.ocrNeeded).toBeUndefined();
    const { text, pageStarts } = result.source;
    expect(text).toBe(
      '# Bridge Report\n\nThe old bridge was finished in 1968.\nIt carries road and rail.\n\n' +
        'A second paragraph after a gap.\n\n# 长江大桥\n\n南京长江大桥是中国第一座双层桥。\n全长6772米 (6.7 km)。',
    );
    expect(pageStarts).toHaveLength(2);
    expect(pageStarts![0]).toBe(0);
    expect(text.slice(pageStarts![1])).toMatch(/^# 长江大桥\n/);

    const blocks = splitBlocks(result.source).map((b) => ({
      kind: b.kind,
      page: b.page,
      text: text.slice(b.start, b.end),
    }));
    expect(blocks).toEqual([
      { kind: 'heading', page: 1, text: '# Bridge Report' },
      { kind: 'paragraph', page: 1, text: 'The old bridge was finished in 1968.\nIt carries road and rail.' },
      { kind: 'paragraph', page: 1, text: 'A second paragraph after a gap.' },
      { kind: 'heading', page: 2, text: '# 长江大桥' },
      { kind: 'paragraph', page: 2, text: '南京长江大桥是中国第一座双层桥。\n全长6772米 (6.7 km)。' },
    ]);
    // The handover works end to end: chunks cite the page their text is on.
    const chunks = chunkText(result.source);
    expect(chunks.map((c) => c.page)).toEqual([1, 2]);
    expect(chunks[1]!.text).toContain('南京长江大桥');
  });

  it('decodes Chinese set in a predefined CMap (STSong-Light, UniGB-UCS2-H) with no embedded font', async () => {
    const pdf = await buildPdf([{ lines: [{ text: '发票金额：一千二百元整', predefinedCMap: true }] }]);
    expect(loaded(await loadDocument(pdf, 'invoice.pdf')).source.text).toBe('发票金额：一千二百元整');
  });

  it('tells the subheading size from the title size', async () => {
    const pdf = await buildPdf([
      {
        lines: [
          { text: 'Title', size: 24 },
          { text: 'Section', size: 16 },
          { text: 'Body text one.' },
          { text: 'Body text two.' },
          { text: 'Body text three.' },
        ],
      },
    ]);
    expect(loaded(await loadDocument(pdf, 'a.pdf')).source.text).toBe(
      '# Title\n\n## Section\n\nBody text one.\nBody text two.\nBody text three.',
    );
  });

  it('points an empty page at the next page with text', async () => {
    const pdf = await buildPdf([{ lines: [{ text: 'one' }] }, { lines: [] }, { lines: [{ text: 'three' }] }]);
    const { source, pages } = loaded(await loadDocument(pdf, 'gap.pdf'));
    expect(pages).toBe(3);
    expect(source.text).toBe('one\n\nthree');
    expect(source.pageStarts).toEqual([0, 5, 5]);
    expect(pageAt(source.pageStarts, source.text.indexOf('three'))).toBe(3);
  });

  it('refuses more pages than allowed before reading them', async () => {
    const pdf = await buildPdf([{ lines: [{ text: 'a' }] }, { lines: [{ text: 'b' }] }, { lines: [{ text: 'c' }] }]);
    expect(await loadDocument(pdf, 'long.pdf', { maxPages: 2 })).toEqual({
      ok: false,
      reason: 'tooManyPages',
      format: 'pdf',
      pages: 3,
      maxPages: 2,
    });
    expect((await loadDocument(pdf, 'long.pdf', { maxPages: 3 })).ok).toBe(true);
  });

  it('reports scanned pages as needing OCR when no OCR is given', async () => {
    const pdf = await buildPdf([
      { lines: [{ text: 'Typed cover page.' }] },
      { scan: { width: 240, height: 160 } },
      { bilevelScan: { width: 200, height: 120 } },
    ]);
    const result = loaded(await loadDocument(pdf, 'scan.pdf'));
    expect(result.ocrNeeded).toEqual([2, 3]);
    expect(result.source.text).toBe('Typed cover page.');
    expect(result.pages).toBe(3);
  });

  it('counts a full-page scan stamped with a page number as scanned, not a titled figure', async () => {
    const pdf = await buildPdf([
      { scan: { width: 240, height: 340, fullPage: true, stamp: 'Page 1 of 2' } },
      { scan: { width: 240, height: 160, stamp: 'Figure 3: the bridge' } },
    ]);
    const result = loaded(await loadDocument(pdf, 'stamped.pdf'));
    expect(result.ocrNeeded).toEqual([1]);
    expect(result.source.text).toBe('Page 1 of 2\n\nFigure 3: the bridge');
    const withOcr = loaded(await loadDocument(pdf, 'stamped.pdf', { ocr: async () => '扫描正文 scanned body' }));
    expect(withOcr.source.text).toBe('Page 1 of 2\n\n扫描正文 scanned body\n\nFigure 3: the bridge');
    expect(withOcr.source.pageStarts).toEqual([0, withOcr.source.text.indexOf('Figure')]);
  });

  it('loads a wholly scanned pdf as ocrNeeded, not as empty', async () => {
    const pdf = await buildPdf([{ scan: { width: 240, height: 160 } }]);
    const result = loaded(await loadDocument(pdf, 'scan.pdf'));
    expect(result.source.text).toBe('');
    expect(result.ocrNeeded).toEqual([1]);
  });

  it('hands the pictures of scanned pages to the injected OCR as PNG and keeps page order', async () => {
    const pdf = await buildPdf([
      { scan: { width: 240, height: 160 } },
      { lines: [{ text: 'Typed page.' }] },
      { bilevelScan: { width: 200, height: 120 } },
    ]);
    const seen: OcrImage[] = [];
    const ocr = async (image: OcrImage) => {
      seen.push(image);
      return seen.length === 1 ? '扫描第一页 scanned first page' : 'third page, 1-bit';
    };
    const result = loaded(await loadDocument(pdf, 'scan.pdf', { ocr }));
    expect(result.ocrNeeded).toBeUndefined();
    expect(seen.map(({ width, height }) => [width, height])).toEqual([
      [240, 160],
      [200, 120],
    ]);
    for (const image of seen) expect([...image.png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const { text, pageStarts } = result.source;
    expect(text).toBe('扫描第一页 scanned first page\n\nTyped page.\n\nthird page, 1-bit');
    expect(text.slice(pageStarts![2])).toBe('third page, 1-bit');
  });

  it.each([false, true])('decodes a 1-bit scan to black on white (stencil mask: %s)', async (stencil) => {
    const pdf = await buildPdf([{ bilevelScan: { width: 64, height: 64, stencil } }]);
    let png: Uint8Array | null = null;
    await loadDocument(pdf, 'scan.pdf', {
      ocr: async (image) => {
        png = image.png;
        return 'x';
      },
    });
    const { default: sharp } = await import('sharp');
    const { data, info } = await sharp(png!).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[(y * info.width + x) * info.channels];
    expect(at(0, 0)).toBe(255);
    expect(at(20, 8)).toBe(0);
  });

  it('lets an OCR failure through: it is not the file that is wrong', async () => {
    const pdf = await buildPdf([{ scan: { width: 240, height: 160 } }]);
    const ocr = () => Promise.reject(new Error('ocr engine missing'));
    await expect(loadDocument(pdf, 'scan.pdf', { ocr })).rejects.toThrow('ocr engine missing');
  });

  it('refuses a password-protected pdf as corrupt, saying it is encrypted', async () => {
    const pdf = await buildPdf([{ lines: [{ text: 'secret' }] }], { locked: true });
    expect(await loadDocument(pdf, 'locked.pdf')).toEqual({
      ok: false,
      reason: 'corrupt',
      format: 'pdf',
      detail: 'encrypted',
    });
  });

  it('refuses a truncated or garbled pdf as corrupt', async () => {
    const good = await twoPages();
    expect(await loadDocument(good.subarray(0, 300), 'cut.pdf')).toMatchObject({
      ok: false,
      reason: 'corrupt',
      format: 'pdf',
    });
    const garbled = new TextEncoder().encode('%PDF-1.7\n' + 'garbage '.repeat(200));
    expect(await loadDocument(garbled, 'bad.pdf')).toMatchObject({ ok: false, reason: 'corrupt', format: 'pdf' });
  });
});
