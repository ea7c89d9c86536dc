import type { Box } from './pdfium.js';
import type { TextBlock } from './reader.js';

/** Text blocks that sit on one baseline and touch horizontally, in left-to-right order. */
export interface TextLine {
  box: Box;
  text: string;
  /** The largest block size on the line (superscripts and inline math are smaller). */
  fontSize: number;
  /** Indices into the page's `blocks`. */
  blocks: number[];
}

export function union(a: Box, b: Box): Box {
  return {
    left: Math.min(a.left, b.left),
    bottom: Math.min(a.bottom, b.bottom),
    right: Math.max(a.right, b.right),
    top: Math.max(a.top, b.top),
  };
}

/**
 * Joins blocks into lines. Two blocks share a line when their vertical extents overlap for
 * most of the smaller one, and the horizontal gap between them is under two font sizes: a
 * wider gap is a column gutter, and two columns must not become one line. Justified columns
 * may sit closer than that, so a known `gutter` (x) is never crossed either.
 */
export function groupLines(blocks: readonly TextBlock[], gutter?: number): TextLine[] {
  const order = blocks.map((_, i) => i).sort((a, b) => blocks[a]!.box.left - blocks[b]!.box.left);
  const lines: TextLine[] = [];
  for (const index of order) {
    const block = blocks[index]!;
    const size = block.fontSize || block.box.top - block.box.bottom;
    const line = lines.find((l) => sameLine(l, block, size) && !acrossGutter(l.box, block.box, gutter));
    if (line) {
      const space = block.box.left - line.box.right > size * 0.15 && !/\s$/.test(line.text) ? ' ' : '';
      line.text += space + block.text;
      line.box = union(line.box, block.box);
      line.fontSize = Math.max(line.fontSize, size);
      line.blocks.push(index);
    } else {
      lines.push({ box: { ...block.box }, text: block.text, fontSize: size, blocks: [index] });
    }
  }
  return lines.sort((a, b) => b.box.top - a.box.top || a.box.left - b.box.left);
}

function sameLine(line: TextLine, block: TextBlock, size: number): boolean {
  const { box } = block;
  const overlap = Math.min(line.box.top, box.top) - Math.max(line.box.bottom, box.bottom);
  const smaller = Math.min(line.box.top - line.box.bottom, box.top - box.bottom);
  const gap = box.left - line.box.right;
  const near = gap < Math.max(size, line.fontSize) * 2 && gap > -size;
  // A lone comma or full stop is a tiny box hanging at or below the baseline: it may not
  // overlap the line's box at all, yet it belongs to it.
  const punctuation = /^\p{P}{1,2}$/u.test(block.text.trim()) && box.top >= line.box.bottom - line.fontSize * 0.3;
  return (overlap > smaller * 0.5 || (punctuation && box.bottom <= line.box.top)) && near;
}

function acrossGutter(line: Box, block: Box, gutter: number | undefined): boolean {
  return gutter !== undefined && line.right <= gutter + 1 && block.left >= gutter - 1;
}
