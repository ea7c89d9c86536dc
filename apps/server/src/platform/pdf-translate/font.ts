import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { type Pdfium, copyIn, free, withScratch } from './pdfium.js';

/**
 * The font translations are set in: Noto Sans SC (OFL), which covers Chinese, Latin, Greek
 * and Cyrillic, so one font serves both directions of zh⇄en.
 *
 * Why we subset ourselves: PDFium's FPDFText_LoadFont embeds whatever bytes it is given, and
 * the full font is 10 MB; pdf-lib's own CJK subsetting renders broken glyphs (DESIGN.md §4).
 * harfbuzz's hb-subset (through subset-font) keeps the cmap and glyph ids consistent, so we
 * subset to the characters of one page and embed that (a few kB per page).
 */
let fontBytes: Promise<Buffer> | undefined;

function notoSansSc(): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  fontBytes ??= readFile(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'));
  return fontBytes;
}

/** fpdf_edit.h: FPDF_FONT_TRUETYPE. */
const FPDF_FONT_TRUETYPE = 2;

export interface PageFont {
  handle: number;
  /** Advance width of `text` at 1 pt, from the embedded font's own metrics. */
  measure(text: string): number;
  close(): void;
}

/** Subsets the font to `text`'s characters and loads it into `doc` as a CID (Type 0) font. */
export async function loadPageFont(m: Pdfium, doc: number, text: string): Promise<PageFont> {
  const chars = [...new Set(text + ' ')].join('');
  const subset = await subsetFont(await notoSansSc(), chars, { targetFormat: 'truetype', noHinting: true });
  const ptr = copyIn(m, subset);
  // PDFium copies the font program into the document's font stream, so the buffer can go.
  const handle = m.FPDFText_LoadFont(doc, ptr, subset.length, FPDF_FONT_TRUETYPE, true);
  free(m, ptr);
  if (!handle) throw new Error('PDFium could not load the subset font');
  const widths = new Map<number, number>();
  const width = (code: number): number => {
    const known = widths.get(code);
    if (known !== undefined) return known;
    // A character the font lacks gets half an em: wrapping stays sane, nothing is dropped.
    const w = withScratch(m, 4, (p) =>
      m.FPDFFont_GetGlyphWidth(handle, code, 1, p) ? m.pdfium.getValue(p, 'float') : 0.5,
    );
    widths.set(code, w);
    return w;
  };
  return {
    handle,
    measure: (s) => {
      let total = 0;
      for (const c of s) total += width(c.codePointAt(0) ?? 0);
      return total;
    },
    close: () => m.FPDFFont_Close(handle),
  };
}
