/**
 * A source's text cut at its structure: headings, paragraphs, table rows and Q&A pairs, each
 * with character offsets into the text and the page it sits on. Chunking packs these; it never
 * splits a row or a Q&A pair.
 */
export type BlockKind = 'heading' | 'paragraph' | 'row' | 'qa';
export type Block = { kind: BlockKind; start: number; end: number; page: number | null };

/** What a loader hands over: the text, and where each page starts when the format has pages. */
export type SourceText = {
  text: string;
  /** Offsets where page 1, 2, … begin; absent for formats without pages. */
  pageStarts?: number[];
};

const HEADING = /^ {0,3}#{1,6}\s+\S/;
// Markdown table lines, and the tab-separated rows the spreadsheet loaders write.
const ROW = /^\s*\|.*\|\s*$|\t/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

export function pageAt(pageStarts: number[] | undefined, offset: number): number | null {
  if (!pageStarts?.length) return null;
  let page = 1;
  for (let i = 0; i < pageStarts.length; i++) if (pageStarts[i]! <= offset) page = i + 1;
  return page;
}

export function splitBlocks({ text, pageStarts }: SourceText): Block[] {
  const blocks: Block[] = [];
  let paragraph: { start: number; end: number } | null = null;
  const closeParagraph = () => {
    if (paragraph) blocks.push({ kind: 'paragraph', ...paragraph, page: pageAt(pageStarts, paragraph.start) });
    paragraph = null;
  };
  let lineStart = 0;
  while (lineStart <= text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    const start = lineStart + (line.length - line.trimStart().length);
    const end = lineStart + line.trimEnd().length;
    // A page break closes the paragraph, so no block (and no chunk) straddles two pages.
    const page = pageAt(pageStarts, start);
    if (paragraph && pageAt(pageStarts, paragraph.start) !== page) closeParagraph();
    if (start >= end || TABLE_RULE.test(line)) {
      closeParagraph();
    } else if (HEADING.test(line)) {
      closeParagraph();
      blocks.push({ kind: 'heading', start, end, page });
    } else if (ROW.test(line)) {
      closeParagraph();
      blocks.push({ kind: 'row', start, end, page });
    } else if (paragraph) {
      paragraph.end = end;
    } else {
      paragraph = { start, end };
    }
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  closeParagraph();
  return blocks;
}
