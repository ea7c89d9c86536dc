import * as XLSX from '@e965/xlsx';
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { strToU8, zipSync } from 'fflate';
import PptxGenJS from 'pptxgenjs';

/** A Word document made by the `docx` library: styled headings, paragraphs, one table. */
export async function buildDocx(): Promise<Uint8Array> {
  const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Bridge Report', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun('The old bridge was finished in 1968.\tIt carries road and rail.')] }),
          new Paragraph({ text: '长江大桥', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({
            text: '南京长江大桥是中国自行设计建造的第一座双层铁路、公路两用桥。',
            alignment: AlignmentType.LEFT,
          }),
          new Table({
            rows: [
              new TableRow({ children: [cell('Deck'), cell('Length')] }),
              new TableRow({ children: [cell('公路桥'), cell('4589 m')] }),
            ],
          }),
          new Paragraph('After the table.'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** A deck made by pptxgenjs on a master with a real title placeholder, plus one table. */
export async function buildPptx(
  slides: Array<{ title?: string; body?: string[]; table?: string[][]; notes?: string }>,
): Promise<Uint8Array> {
  const deck = new PptxGenJS();
  deck.defineSlideMaster({
    title: 'FIXTURE',
    objects: [{ placeholder: { options: { name: 'title', type: 'title', x: 0.5, y: 0.3, w: 9, h: 1 }, text: '' } }],
  });
  for (const spec of slides) {
    const slide = deck.addSlide({ masterName: 'FIXTURE' });
    if (spec.title) slide.addText(spec.title, { placeholder: 'title' });
    if (spec.body)
      slide.addText(
        spec.body.map((line) => ({ text: line, options: { breakLine: true } })),
        { x: 0.5, y: 1.5, w: 9, h: 2 },
      );
    if (spec.notes) slide.addNotes(spec.notes);
    if (spec.table)
      slide.addTable(
        spec.table.map((row) => row.map((text) => ({ text }))),
        { x: 0.5, y: 3.8, w: 9 },
      );
  }
  const out = await deck.write({ outputType: 'uint8array' });
  return out as Uint8Array;
}

/** A workbook made by SheetJS: one sheet per entry, rows as given. */
export function buildXlsx(sheets: Record<string, unknown[][]>): Uint8Array {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets))
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

type Chapter = { file: string; title: string; html: string };

/**
 * An EPUB zipped by hand as the spec lays it out: `mimetype` first and stored, the container
 * pointing at the package, the spine in reading order. `toc` picks an EPUB 3 nav document or
 * an EPUB 2 NCX. The spine order differs from the file names on purpose.
 */
export function buildEpub(chapters: Chapter[], toc: 'nav' | 'ncx' = 'nav'): Uint8Array {
  const items = chapters.map((c, i) => `<item id="c${i}" href="text/${c.file}" media-type="application/xhtml+xml"/>`);
  const spine = chapters.map((_, i) => `<itemref idref="c${i}"/>`).join('');
  const tocItem =
    toc === 'nav'
      ? '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>'
      : '<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>';
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="${toc === 'nav' ? '3.0' : '2.0'}" unique-identifier="id">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Fixture Book</dc:title><dc:identifier id="id">fixture</dc:identifier></metadata>
<manifest>${items.join('')}${tocItem}</manifest>
<spine${toc === 'ncx' ? ' toc="ncx"' : ''}>${spine}</spine></package>`;
  // A chapter with no title is left out of the contents, as split chapter files are.
  const listed = chapters.filter((c) => c.title);
  const links = listed.map((c) => `<li><a href="text/${c.file}">${c.title}</a></li>`).join('');
  const nav = `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Contents</title></head>
<body><nav epub:type="toc"><ol>${links}</ol></nav></body></html>`;
  const points = listed.map(
    (c, i) =>
      `<navPoint id="p${i}" playOrder="${i + 1}"><navLabel><text>${c.title}</text></navLabel>` +
      `<content src="text/${c.file}"/></navPoint>`,
  );
  const ncx =
    '<?xml version="1.0" encoding="UTF-8"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">' +
    `<navMap>${points.join('')}</navMap></ncx>`;
  const files: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">' +
        '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>' +
        '</container>',
    ),
    'OEBPS/content.opf': strToU8(opf),
    [toc === 'nav' ? 'OEBPS/nav.xhtml' : 'OEBPS/toc.ncx']: strToU8(toc === 'nav' ? nav : ncx),
  };
  for (const c of chapters) {
    files[`OEBPS/text/${c.file}`] = strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>${c.title || 'Fixture Book'}</title></head><body>${c.html}</body></html>`,
    );
  }
  return zipSync(files);
}

/** A zip holding one text file: a container that is none of our formats. */
export function buildPlainZip(): Uint8Array {
  return zipSync({ 'notes.txt': strToU8('just a zip') });
}
