import {
  PDFDocument,
  StandardFonts,
  beginText,
  concatTransformationMatrix,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setFontAndSize,
  setTextMatrix,
  showText,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PdfReadError, openPdf } from './index.js';
import { encrypt } from './test-inspect.js';
import { HEADER, PAGE, TITLE, buildTestPaper } from './test-kit.js';

describe('openPdf', () => {
  it('reads one page at a time: size, count, blocks with fonts and sizes, lines', async () => {
    const kit = await buildTestPaper();
    const source = await openPdf(kit.bytes);
    try {
      expect(source.pageCount).toBe(3);
      const page = source.readPage(1);
      expect(page).toMatchObject({ page: 1, width: PAGE.width, height: PAGE.height });
      const title = page.blocks.find((b) => b.text === TITLE);
      expect(title).toMatchObject({ fontName: 'Times-Bold', fontSize: 16 });
      expect(title!.box.top).toBeGreaterThan(700);
      expect(page.blocks.find((b) => b.text === HEADER)).toMatchObject({ fontName: 'Times-Italic', fontSize: 8 });
      // Lines of the two columns share baselines but must not merge across the gutter.
      const firstLeft = kit.pages[0]!.paragraphs[0]!.split(' ').slice(0, 4).join(' ');
      const line = page.lines.find((l) => l.text.startsWith(firstLeft));
      expect(line!.box.right).toBeLessThan(300);
      expect(page.graphics.length).toBeGreaterThan(0);
      expect(() => source.readPage(4)).toThrow(RangeError);
    } finally {
      source.close();
    }
  });

  it('reports the size text has on the page when the size is carried by the text or graphics matrix', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([300, 300]);
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const key = page.node.newFontDictionary('F9', font.ref);
    // `1 Tf` with `12 0 0 12 x y Tm`, as word processors write it; then `5 Tf` under a 2× `cm`.
    page.pushOperators(beginText(), setFontAndSize(key, 1), setTextMatrix(12, 0, 0, 12, 20, 200));
    page.pushOperators(showText(font.encodeText('Matrix sized')), endText());
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(2, 0, 0, 2, 0, 0), beginText());
    page.pushOperators(setFontAndSize(key, 5), setTextMatrix(1, 0, 0, 1, 10, 50), showText(font.encodeText('Doubled')));
    page.pushOperators(endText(), popGraphicsState());
    const source = await openPdf(await doc.save());
    const sizes = source.readPage(1).blocks.map((b) => [b.text, b.fontSize]);
    source.close();
    expect(sizes).toEqual([
      ['Matrix sized', 12],
      ['Doubled', 10],
    ]);
  });

  it('refuses bytes that are not a PDF, an encrypted PDF and a corrupt PDF with typed errors', async () => {
    const kit = await buildTestPaper(1);
    const refused = async (bytes: Uint8Array) => {
      const error = await openPdf(bytes).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PdfReadError);
      return (error as PdfReadError).code;
    };
    expect(await refused(new TextEncoder().encode('<html>not a pdf</html>'))).toBe('not_pdf');
    expect(await refused(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('not_pdf');
    expect(await refused(await encrypt(kit.bytes))).toBe('encrypted');
    expect(await refused(new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage'))).toBe('corrupt');
    // The same bytes open fine: the refusals above are about the bytes, not the engine.
    const ok = await openPdf(kit.bytes);
    expect(ok.pageCount).toBe(1);
    ok.close();
    // Only an owner password (permissions, no password to open): readable by anyone, so read.
    const restricted = await encrypt(kit.bytes, '');
    expect(Buffer.from(restricted).toString('latin1')).toContain('/Encrypt');
    const opened = await openPdf(restricted);
    expect(opened.readPage(1).blocks.length).toBeGreaterThan(10);
    opened.close();
  });
});
