import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import type { Box } from './pdfium.js';

/**
 * Builds a small two-column "paper" with pdf-lib for the tests: a running header and a page
 * number on every page, a title on page 1, English paragraphs in two columns, a vector
 * figure with a label drawn on it, a displayed formula in the Symbol font, a line of code in
 * Courier and a numbers-only table row. It returns what a correct analysis must find.
 */
export const PAGE = { width: 612, height: 792 } as const;
const COLUMNS = [
  { left: 72, right: 296 },
  { left: 316, right: 540 },
] as const;
const SIZE = 10;
const LEADING = 12;
export const HEADER = 'Inkstone Workshop on Document Layout, 2026';
export const TITLE = 'Keeping the Layout of Scientific Papers in Translation';
export const FIGURE_LABEL = 'signal';
export const CODE = 'for (i = 0; i < n; i++) sum += x[i];';
export const NUMBERS = '12.5   13.7   14.2   15.9';
/** Set in the Symbol font, as TeX sets math in CMMI/CMSY. */
export const FORMULA = 'α + β = ∑ γ';

export interface KitPage {
  page: number;
  /** Prose paragraph texts, left column then right column, top to bottom. */
  paragraphs: string[];
  figure?: Box;
  formula?: Box;
}

export interface Kit {
  bytes: Uint8Array;
  pages: KitPage[];
}

/** Deterministic English prose: paragraph `n` of page `page`, about five lines long. */
export function proseFor(page: number, n: number): string {
  const words = ['layout', 'column', 'reader', 'figure', 'margin', 'glyph', 'baseline', 'paragraph', 'format', 'paper'];
  const sentences = [0, 1, 2].map(
    (s) =>
      `Sentence ${s + 1} of paragraph ${n} on page ${page} explains how the ${words[(page + n + s) % 10]} ` +
      `and the ${words[(page * 3 + n + s) % 10]} stay where the authors placed them.`,
  );
  return sentences.join(' ');
}

export async function buildTestPaper(pageCount = 3): Promise<Kit> {
  const doc = await PDFDocument.create();
  const fonts = {
    roman: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    symbol: await doc.embedFont(StandardFonts.Symbol),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  const pages: KitPage[] = [];
  for (let n = 1; n <= pageCount; n++) pages.push(drawPage(doc.addPage([PAGE.width, PAGE.height]), n, fonts));
  return { bytes: await doc.save(), pages };
}

type Fonts = Record<'roman' | 'bold' | 'italic' | 'symbol' | 'mono', PDFFont>;

function drawPage(page: PDFPage, n: number, fonts: Fonts): KitPage {
  page.drawText(HEADER, { x: 72, y: 750, size: 8, font: fonts.italic });
  const number = String(n);
  page.drawText(number, {
    x: (PAGE.width - fonts.roman.widthOfTextAtSize(number, 9)) / 2,
    y: 40,
    size: 9,
    font: fonts.roman,
  });
  let top = 720;
  if (n === 1) {
    page.drawText(TITLE, {
      x: (PAGE.width - fonts.bold.widthOfTextAtSize(TITLE, 16)) / 2,
      y: top - 16,
      size: 16,
      font: fonts.bold,
    });
    top -= 48;
  }
  const kit: KitPage = { page: n, paragraphs: [] };
  COLUMNS.forEach((column, c) => {
    let y = top;
    for (let p = 1; p <= 3; p++) {
      const text = proseFor(n, c * 3 + p);
      y = drawParagraph(page, text, column, y, fonts.roman) - LEADING;
      kit.paragraphs.push(text);
      if (n === 1 && c === 0 && p === 1) {
        kit.figure = drawFigure(page, column, y, fonts.roman);
        y = kit.figure.bottom - LEADING * 1.5;
      }
      if (n === 1 && c === 1 && p === 1) {
        const x = column.left + 60;
        page.drawText(FORMULA, { x, y: y - 14, size: 12, font: fonts.symbol });
        kit.formula = { left: x, bottom: y - 18, right: x + fonts.symbol.widthOfTextAtSize(FORMULA, 12), top: y - 2 };
        y -= 34;
      }
      if (n === 2 && c === 1 && p === 1) {
        page.drawText(CODE, { x: column.left, y: y - SIZE, size: 8, font: fonts.mono });
        page.drawText(NUMBERS, { x: column.left, y: y - SIZE - 24, size: SIZE, font: fonts.roman });
        y -= 48;
      }
    }
  });
  return kit;
}

/** Draws `text` wrapped to the column from the baseline below `top`; returns the last line's bottom. */
function drawParagraph(
  page: PDFPage,
  text: string,
  column: { left: number; right: number },
  top: number,
  font: PDFFont,
): number {
  const width = column.right - column.left;
  let line = '';
  let y = top - SIZE;
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, SIZE) > width && line) {
      page.drawText(line, { x: column.left, y, size: SIZE, font });
      y -= LEADING;
      line = word;
    } else {
      line = candidate;
    }
  }
  page.drawText(line, { x: column.left, y, size: SIZE, font });
  return y - 3;
}

/** A coloured panel with a curve, bars and a text label: vector graphics a rewrite must not move. */
function drawFigure(page: PDFPage, column: { left: number; right: number }, top: number, font: PDFFont): Box {
  const box = { left: column.left + 12, right: column.right - 12, top: top - 4, bottom: top - 124 };
  page.drawRectangle({
    x: box.left,
    y: box.bottom,
    width: box.right - box.left,
    height: box.top - box.bottom,
    color: rgb(0.85, 0.92, 1),
    borderColor: rgb(0.1, 0.2, 0.6),
    borderWidth: 1.5,
  });
  [30, 55, 80, 45].forEach((h, i) =>
    page.drawRectangle({
      x: box.left + 20 + i * 35,
      y: box.bottom + 15,
      width: 22,
      height: h,
      color: rgb(0.9, 0.4, 0.1),
    }),
  );
  page.drawEllipse({ x: box.right - 40, y: box.top - 30, xScale: 18, yScale: 12, color: rgb(0.2, 0.6, 0.3) });
  page.drawText(FIGURE_LABEL, { x: box.left + 6, y: box.top - 14, size: 8, font });
  return box;
}

/**
 * The same pages, each drawn as one form XObject (pdf-lib's embedPage) scaled by 0.95 and
 * shifted by (15, 20): all text then sits inside a form, in the form's own coordinates.
 */
export async function wrapInForms(bytes: Uint8Array, originX = 0): Promise<Uint8Array> {
  const source = await PDFDocument.load(bytes);
  const out = await PDFDocument.create();
  const forms = await out.embedPages(source.getPages());
  for (const form of forms) {
    const page = out.addPage([PAGE.width, PAGE.height]);
    // With `originX`, the visible page starts at x = originX instead of 0, content moved along.
    page.setMediaBox(originX, 0, PAGE.width, PAGE.height);
    page.drawPage(form, { x: originX + 15, y: 20, xScale: 0.95, yScale: 0.95 });
  }
  return out.save();
}
