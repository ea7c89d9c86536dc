import {
  beginText,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  endText,
  moveText,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFString,
  setFontAndSize,
  showText,
  StandardFonts,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import sharp from 'sharp';

/** A line of a fixture page: Latin text in Helvetica, anything else in the CJK font below. */
export type PdfFixtureLine = {
  text: string;
  size?: number;
  y?: number;
  /**
   * Set Chinese in STSong-Light with the predefined UniGB-UCS2-H encoding and no ToUnicode
   * map (as iText and many Chinese office tools write it): only Adobe's CMaps decode it.
   */
  predefinedCMap?: boolean;
};
export type PdfFixturePage =
  | { lines: PdfFixtureLine[] }
  /** A picture and no text; `fullPage` draws it over the whole page, `stamp` adds a line of text. */
  | { scan: { width: number; height: number; fullPage?: boolean; stamp?: string } }
  /** A 1-bit picture, as office scanners and fax-style (CCITT) scans store pages. */
  | { bilevelScan: { width: number; height: number; stencil?: boolean } };

/**
 * A real PDF (pdf-lib) with a text layer per page, or with a picture and no text (a scan).
 * Chinese needs a CID font: an Identity-H Type0 font whose ToUnicode map gives each glyph id
 * its character, which is all a text layer is. No font program is embedded, so the fixture
 * stays small and needs no font file; readers fall back to their own glyphs to draw it.
 */
export async function buildPdf(pages: PdfFixturePage[], { locked = false } = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // A standard-security dictionary whose user password is not empty (its /U matches no key
  // made from ""): readers must ask for the password before showing anything.
  if (locked) {
    const hash = PDFHexString.of('ab'.repeat(32));
    pdf.context.trailerInfo.Encrypt = pdf.context.register(
      pdf.context.obj({ Filter: 'Standard', V: 1, R: 2, O: hash, U: hash, P: -4 }),
    );
    pdf.context.trailerInfo.ID = pdf.context.obj([PDFHexString.of('00'.repeat(16)), PDFHexString.of('00'.repeat(16))]);
  }
  const helvetica = await pdf.embedFont(StandardFonts.Helvetica);
  // Every character of a line set in the CID font (Latin ones in a mixed line included).
  const cidLines = pages.flatMap((page) => ('lines' in page ? page.lines : []));
  const cjkChars = [
    ...new Set(cidLines.filter((l) => !l.predefinedCMap && !isAscii(l.text)).flatMap((l) => [...l.text])),
  ];
  const cjkFont = cjkChars.length ? cidFont(pdf, cjkChars) : null;
  for (const spec of pages) {
    const page = pdf.addPage([595, 842]);
    if ('bilevelScan' in spec) {
      drawBilevel(pdf, page, spec.bilevelScan);
      continue;
    }
    if ('scan' in spec) {
      const png = await pdf.embedPng(await scanPicture(spec.scan.width, spec.scan.height));
      if (spec.scan.fullPage) page.drawImage(png, { x: 0, y: 0, width: 595, height: 842 });
      else page.drawImage(png, { x: 40, y: 200, width: 500, height: 500 * (spec.scan.height / spec.scan.width) });
      if (spec.scan.stamp) page.drawText(spec.scan.stamp, { x: 50, y: 20, size: 9, font: helvetica });
      continue;
    }
    let y = 780;
    for (const line of spec.lines) {
      const size = line.size ?? 12;
      y = line.y ?? y;
      if (line.predefinedCMap) drawUcs2(page, predefinedFont(pdf), line.text, size, y);
      else if (isAscii(line.text)) page.drawText(line.text, { x: 50, y, size, font: helvetica });
      else drawCjk(page, cjkFont!, line.text, size, y);
      y -= size * 1.4;
    }
  }
  return pdf.save();
}

function cidFont(pdf: PDFDocument, chars: string[]): { ref: PDFRef; cid: Map<string, number> } {
  const cid = new Map(chars.map((char, index) => [char, index + 1]));
  const hex = (n: number) => n.toString(16).padStart(4, '0');
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CMapName /Fixture-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    `${chars.length} beginbfchar`,
    ...chars.map((char) => `<${hex(cid.get(char)!)}> <${hex(char.charCodeAt(0))}>`),
    'endbfchar endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const context = pdf.context;
  const toUnicode = context.register(context.stream(cmap));
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: 'FixtureSans',
      Flags: 4,
      FontBBox: [0, -120, 1000, 880],
      ItalicAngle: 0,
      Ascent: 880,
      Descent: -120,
      CapHeight: 700,
      StemV: 80,
    }),
  );
  const descendant = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: 'FixtureSans',
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: descriptor,
      DW: 1000,
    }),
  );
  const ref = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: 'FixtureSans',
      Encoding: 'Identity-H',
      DescendantFonts: [descendant],
      ToUnicode: toUnicode,
    }),
  );
  return { ref, cid };
}

const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

const predefinedFonts = new WeakMap<PDFDocument, PDFRef>();

function predefinedFont(pdf: PDFDocument): PDFRef {
  const known = predefinedFonts.get(pdf);
  if (known) return known;
  const context = pdf.context;
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: 'STSong-Light',
      Flags: 6,
      FontBBox: [-25, -254, 1000, 880],
      ItalicAngle: 0,
      Ascent: 880,
      Descent: -120,
      CapHeight: 880,
      StemV: 93,
    }),
  );
  const descendant = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType0',
      BaseFont: 'STSong-Light',
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('GB1'), Supplement: 2 },
      FontDescriptor: descriptor,
    }),
  );
  const ref = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: 'STSong-Light',
      Encoding: 'UniGB-UCS2-H',
      DescendantFonts: [descendant],
    }),
  );
  predefinedFonts.set(pdf, ref);
  return ref;
}

function drawUcs2(page: PDFPage, font: PDFRef, text: string, size: number, y: number) {
  page.node.setFontDictionary(PDFName.of('STSong'), font);
  const codes = [...text].map((char) => char.charCodeAt(0).toString(16).padStart(4, '0')).join('');
  page.pushOperators(
    beginText(),
    setFontAndSize('STSong', size),
    moveText(50, y),
    showText(PDFHexString.of(codes)),
    endText(),
  );
}

function drawCjk(
  page: PDFPage,
  font: { ref: PDFRef; cid: Map<string, number> },
  text: string,
  size: number,
  y: number,
) {
  page.node.setFontDictionary(PDFName.of('FixtureCJK'), font.ref);
  const codes = [...text].map((char) => (font.cid.get(char) ?? 0).toString(16).padStart(4, '0')).join('');
  page.pushOperators(
    beginText(),
    setFontAndSize('FixtureCJK', size),
    moveText(50, y),
    showText(PDFHexString.of(codes)),
    endText(),
  );
}

function drawBilevel(
  pdf: PDFDocument,
  page: PDFPage,
  { width, height, stencil = false }: { width: number; height: number; stencil?: boolean },
) {
  const rowBytes = Math.ceil(width / 8);
  // White with black bars every 16 rows. A grey image stores white as 1; a stencil mask paints
  // its 0 samples, so there the ink is 0 too and the bytes are the same.
  const bits = new Uint8Array(rowBytes * height).fill(0xff);
  for (let y = 8; y < height - 8; y += 16) bits.fill(0, y * rowBytes + 1, y * rowBytes + rowBytes - 1);
  const kind = stencil ? { ImageMask: true } : { ColorSpace: 'DeviceGray' };
  const image = pdf.context.register(
    pdf.context.flateStream(bits, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: height,
      BitsPerComponent: 1,
      ...kind,
    }),
  );
  page.node.setXObject(PDFName.of('Scan1'), image);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(width, 0, 0, height, 40, 200),
    drawObject('Scan1'),
    popGraphicsState(),
  );
}

/** A grey page with dark bars where lines of print would be: what a scanner hands over. */
function scanPicture(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3, 235);
  for (let y = 20; y < height - 20; y += 24) {
    for (let row = y; row < y + 8; row++) pixels.fill(40, row * width * 3 + 60, row * width * 3 + (width - 60) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
