/**
 * A passage of the user's own document, made to render as the very same plain text inside
 * the answer's Markdown: a `# heading`, a `- item` or a `> quote` line of the document must
 * not become a heading, list or block quote inside the quote list, nor `*`, `` ` ``, `$` or
 * `<b>` turn into emphasis, code, maths or HTML. CommonMark lets a backslash escape any ASCII
 * punctuation, so the reader sees the characters exactly as written in the document.
 */
const INLINE = /[\\`*_[\]<>|~$&]/g;
/** What makes a line a block (heading, list item, thematic break, setext underline) at its start. */
const BLOCK_START = /^(\s*)(#|[-+=]|\d+(?=[.)]))/;

export function asPlainText(passage: string): string {
  const line = passage.replace(/\s+/g, ' ').trim();
  const escaped = line.replace(INLINE, (char) => `\\${char}`);
  return escaped.replace(BLOCK_START, (_match, space: string, marker: string) =>
    /^\d/.test(marker) ? `${space}${marker}\\` : `${space}\\${marker}`,
  );
}
