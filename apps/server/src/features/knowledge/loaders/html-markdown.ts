import TurndownService from 'turndown';
import type { DomElement } from './dom.ts';

/**
 * HTML (from mammoth, Readability or an epub chapter) as the Markdown-like text `splitBlocks`
 * reads: `#` headings, blank-line paragraphs, one `| a | b |` line per table row. Links keep
 * their words and lose their address, images and scripts go: knowledge is text to quote.
 */
const service = new TurndownService({ headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced' });
// Matched by name: an element list is typed against the DOM's HTML tags, which svg is not. The
// node is read as our DOM shape: the server has no DOM types (React's global stubs, which the
// poster renderer's types bring in, declare an empty HTMLElement).
const removed = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'object', 'svg', 'canvas', 'head']);
service.remove((node) => removed.has((node as unknown as Pick<DomElement, 'nodeName'>).nodeName.toLowerCase()));
service.addRule('image', { filter: 'img', replacement: () => '' });
service.addRule('link', { filter: 'a', replacement: (content) => content });
// Emphasis marks (`_word_`, `**word**`) would be quoted in answers and split search words.
service.addRule('emphasis', {
  filter: ['em', 'i', 'strong', 'b', 'u', 's', 'del', 'mark'],
  replacement: (content) => content,
});
service.addRule('tableRow', {
  filter: 'tr',
  replacement: (_content, node) => {
    const cells = Array.from((node as unknown as DomElement).children)
      .filter((cell) => cell.nodeName === 'TD' || cell.nodeName === 'TH')
      .map(cellText);
    return cells.some(Boolean) ? `\n| ${cells.join(' | ')} |\n` : '';
  },
});
// Rows are written whole above; sections and cells must add nothing of their own.
service.addRule('tableSections', { filter: ['thead', 'tbody', 'tfoot'], replacement: (content) => content });
service.addRule('table', { filter: 'table', replacement: (content) => `\n\n${content}\n\n` });
service.addRule('caption', { filter: 'caption', replacement: (content) => `\n\n${content}\n\n` });

// Markdown escapes (`1\.`, `\*`) would end up quoted in answers. Only what `splitBlocks` would
// misread is escaped: a line of the text itself that starts like a heading.
service.escape = (text: string) => text.replace(/^(\s*)(#{1,6}\s)/gm, '$1\\$2');

// A cell's paragraphs and line breaks become spaces: a row must stay on one line.
function cellText(cell: DomElement): string {
  return service.turndown(cell.innerHTML).replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

export function htmlToMarkdown(html: string): string {
  return service.turndown(html);
}
