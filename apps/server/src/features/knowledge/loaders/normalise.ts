import type { SourceText } from '../blocks.ts';

// Zero-width characters, the BOM and C0/C1 controls other than tab and newline: extraction
// debris that would only break token counts and offsets.
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200d\u2060\ufeff]/g;
// Spaces of every width, the ideographic one included: Chinese paragraphs are often indented
// with two U+3000, which must not survive as indentation.
const SPACES = /[ \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g;

/**
 * One form for every loader's text: `\n` line ends, no invisible characters, single spaces,
 * lines trimmed, at most one blank line in a row. Tabs mark spreadsheet-style rows for
 * `splitBlocks`, so only formats that mean them (`keepTabs`, plain text) keep them; elsewhere
 * a stray tab would turn a sentence into a table row.
 */
export function normaliseText(raw: string, { keepTabs = false } = {}): string {
  const lines = raw
    .replace(/\r\n?|\u2028|\u2029|\u0085/g, '\n')
    .replace(INVISIBLE, '')
    .split('\n')
    .map((line) => {
      const spaced = keepTabs
        ? line.replace(SPACES, ' ').replace(/ ?\t[\t ]*/g, '\t')
        : line.replace(/\t/g, ' ').replace(SPACES, ' ');
      return spaced.trim();
    });
  const kept: string[] = [];
  for (const line of lines) {
    if (!line && (!kept.length || !kept[kept.length - 1])) continue;
    kept.push(line);
  }
  while (kept.length && !kept[kept.length - 1]) kept.pop();
  return kept.join('\n');
}

/**
 * Pages normalised one by one and joined with a blank line, with each page's start offset.
 * An empty page starts where the next non-empty one does, so `pageAt` never lands on it.
 */
export function joinPages(pages: string[]): SourceText {
  let text = '';
  const starts: number[] = [];
  for (const page of pages) {
    const body = normaliseText(page);
    if (!body) {
      starts.push(text ? text.length + 2 : 0);
      continue;
    }
    if (text) text += '\n\n';
    starts.push(text.length);
    text += body;
  }
  return { text, pageStarts: starts.map((start) => Math.min(start, text.length)) };
}
