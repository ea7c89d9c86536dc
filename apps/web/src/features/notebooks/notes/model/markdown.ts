/**
 * A small, safe reading of a note's Markdown for the panel (the chat's full renderer lives in
 * the chat feature, which features do not import, and is heavy). Only text comes out: headings,
 * list items, quotes, code blocks and paragraphs, with **bold**, `code` and `[n]` citation
 * marks inline; raw HTML stays as written text. React escapes everything it renders.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'cite'; n: number };
export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; inline: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'quote'; inline: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'paragraph'; inline: Inline[] };

const INLINE = /\*\*([^*]+)\*\*|`([^`]+)`|\[(\d{1,3})\]/g;

export function readInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index;
    if (at > last) parts.push({ kind: 'text', text: text.slice(last, at) });
    if (match[1] !== undefined) parts.push({ kind: 'strong', text: match[1] });
    else if (match[2] !== undefined) parts.push({ kind: 'code', text: match[2] });
    else parts.push({ kind: 'cite', n: Number(match[3]) });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function readMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', inline: readInline(paragraph.join('\n')) });
    paragraph = [];
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (line.trim().startsWith('```')) {
      flush();
      const code: string[] = [];
      for (index += 1; index < lines.length && !lines[index]!.trim().startsWith('```'); index += 1)
        code.push(lines[index]!);
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (heading) {
      flush();
      const level = Math.min(heading[1]!.length, 4) as 1 | 2 | 3 | 4;
      blocks.push({ kind: 'heading', level, inline: readInline(heading[2]!) });
    } else if (bullet || numbered) {
      flush();
      const ordered = Boolean(numbered);
      const item = readInline((bullet ?? numbered)![1]!);
      const previous = blocks.at(-1);
      if (previous?.kind === 'list' && previous.ordered === ordered) previous.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
    } else if (line.startsWith('>')) {
      flush();
      blocks.push({ kind: 'quote', inline: readInline(line.replace(/^>\s?/, '')) });
    } else if (line.trim() === '') flush();
    else paragraph.push(line);
  }
  flush();
  return blocks;
}

/** A card's excerpt: the note's words without Markdown marks, cut at `max` characters. */
export function excerptOf(source: string, max = 160): string {
  const plain = source
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^\s*(#{1,6}|[-*+]|\d+[.)]|>)\s+/gm, '')
    .replace(/\s*\[\d{1,3}\]/g, '')
    .replace(/\*\*|`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}
