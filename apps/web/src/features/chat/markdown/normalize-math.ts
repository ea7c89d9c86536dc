/**
 * Models write math as \( … \) and \[ … \] as often as with dollars; remark-math reads only
 * dollars, so the bracket forms are rewritten — outside code, where a backslash is literal.
 */
export function normalizeMath(markdown: string): string {
  if (!markdown.includes('\\(') && !markdown.includes('\\[')) return markdown;
  // Fenced blocks and inline code spans are kept as they are.
  const parts = markdown.split(/(```[\s\S]*?(?:```|$)|~~~[\s\S]*?(?:~~~|$)|`[^`\n]*`)/g);
  return parts
    .map((part, index) => {
      if (index % 2 === 1) return part;
      return part
        .replace(/\\\[([\s\S]+?)\\\]/g, (_match, body: string) => `\n$$\n${body.trim()}\n$$\n`)
        .replace(/\\\(([\s\S]+?)\\\)/g, (_match, body: string) => `$${body.trim()}$`);
    })
    .join('');
}

/** Whether the text may hold math (dollars, or the bracket forms normalizeMath rewrites): KaTeX is fetched for it. */
export const mayHaveMath = (text: string) => text.includes('$') || text.includes('\\(') || text.includes('\\[');
