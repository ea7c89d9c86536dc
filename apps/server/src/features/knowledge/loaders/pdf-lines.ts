import type { getDocumentProxy } from 'unpdf';
import { CorruptDocument } from './types.ts';

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocumentProxy>>['getPage']>>;

/** One line of a page's text layer, its font size and its baseline (PDF y grows upwards). */
export type PdfLine = { text: string; size: number; y: number };

/**
 * A page's text items gathered into lines: pdf.js marks ends of lines, and a baseline that
 * moves by more than half the font size starts a new line even where it does not.
 */
export async function pageLines(page: PdfPage): Promise<PdfLine[]> {
  let content: Awaited<ReturnType<PdfPage['getTextContent']>>;
  try {
    content = await page.getTextContent();
  } catch (error) {
    throw new CorruptDocument(`pdf text unreadable: ${(error as Error)?.message}`);
  }
  const lines: PdfLine[] = [];
  let current: PdfLine | null = null;
  const close = () => {
    if (current && current.text.trim()) lines.push({ ...current, text: current.text.trim() });
    current = null;
  };
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const [, , c = 0, d = 0, , y = 0] = item.transform as number[];
    const size = Math.hypot(c, d) || item.height || 0;
    const line = current as PdfLine | null;
    if (line && item.str.trim() && Math.abs(line.y - y) > Math.max(size, line.size) / 2) close();
    if (!current) current = { text: '', size: 0, y };
    current.text += item.str;
    if (item.str.trim()) {
      current.size = Math.max(current.size, size);
      current.y = y;
    }
    if (item.hasEOL) close();
  }
  close();
  return lines;
}

/**
 * Pages' lines as text. A gap of more than 1.6 line heights starts a paragraph; a short line
 * set well above the document's usual size is a heading (`#` from 1.6×, `##` from 1.25×), so
 * chunks of a PDF know their section as those of a Word file do.
 */
export function renderLines(pages: PdfLine[][]): string[] {
  const body = bodySize(pages.flat());
  return pages.map((lines) => {
    let text = '';
    let previous: PdfLine | null = null;
    let previousHeading = false;
    for (const line of lines) {
      const level = body > 0 && line.text.length <= 120 ? headingLevel(line.size / body) : 0;
      const gap = previous ? previous.y - line.y : 0;
      const newParagraph =
        !previous || level > 0 || previousHeading || gap < 0 || gap > 1.6 * Math.max(line.size, previous.size);
      if (previous) text += newParagraph ? '\n\n' : '\n';
      text += level ? `${'#'.repeat(level)} ${line.text}` : line.text;
      previous = line;
      previousHeading = level > 0;
    }
    return text;
  });
}

function headingLevel(ratio: number): number {
  if (ratio >= 1.6) return 1;
  if (ratio >= 1.25) return 2;
  return 0;
}

/** The font size most of the text is set in (by characters), which headings stand above. */
function bodySize(lines: PdfLine[]): number {
  const bySize = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.size * 2) / 2;
    bySize.set(size, (bySize.get(size) ?? 0) + line.text.length);
  }
  let best = 0;
  let bestCount = -1;
  for (const [size, count] of bySize) {
    if (count > bestCount) [best, bestCount] = [size, count];
  }
  return best;
}
