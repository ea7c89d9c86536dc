/**
 * The sections of a Markdown outline, in order: its top-level entries (`## Heading`, `1. Heading`,
 * `一、Heading` or `- Heading` at the start of a line); deeper entries are notes for the section above them.
 * Read again whenever the writer edits the outline, so the sections written are the ones shown.
 */
export function sectionsOf(outline: string): string[] {
  const headings = outline
    .split('\n')
    .map((line) =>
      /^(?:#{1,3}\s+|\d+[.)、]\s*|[一二三四五六七八九十]+、\s*|[-*+]\s+)(.+)$/.exec(line.trimEnd())?.[1]?.trim(),
    )
    .filter((heading): heading is string => Boolean(heading));
  return headings.map((heading) => heading.replace(/^\*\*(.+)\*\*$/, '$1'));
}
