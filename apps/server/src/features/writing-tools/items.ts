import { LIST_TOOLS, type WritingTool } from '@inkstone/contract/writing-tools';

const MAX_ITEMS = 20;

/**
 * The list a list tool answers, so the client need not parse Markdown: the titles (list items,
 * or else the non-empty lines), or the outline's section headings in order (its level-1/2
 * headings, or else its top-level list items), which the wizard then writes one by one.
 */
export function itemsOf(tool: WritingTool, text: string): string[] | undefined {
  if (!LIST_TOOLS.has(tool)) return undefined;
  const lines = text.split('\n').map((line) => line.trimEnd());
  const headings = lines.filter((line) => /^#{1,2}\s+\S/.test(line)).map((line) => line.replace(/^#+\s+/, ''));
  const listed = lines
    .filter((line) => /^(?:[-*+]|\d+[.)])\s+\S/.test(line))
    .map((line) => line.replace(/^\S+\s+/, ''));
  const plain = lines.filter((line) => line.trim() && !line.startsWith('#'));
  const found = tool === 'wizard.outline' ? (headings.length ? headings : listed) : listed.length ? listed : plain;
  return found.map(clean).filter(Boolean).slice(0, MAX_ITEMS);
}

/** A title as a reader would type it: without the emphasis or quotes a model wraps it in. */
function clean(item: string): string {
  return item
    .trim()
    .replace(/^(\*\*|__)(.*)\1$/, '$2')
    .replace(/^["“「《'](.*)["”」》']$/, '$1')
    .trim();
}
