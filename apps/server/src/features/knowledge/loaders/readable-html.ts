import { Readability } from '@mozilla/readability';
import { parseHtmlDocument } from './dom-parse.ts';
import type { DomDocument } from './dom.ts';
import { htmlToMarkdown } from './html-markdown.ts';
import { normaliseText } from './normalise.ts';

export type Readable = { title: string; text: string };

/**
 * A page's main text: Readability drops navigation, ads and footers; its title leads as a
 * `#` heading unless the article already opens with it. With `fallbackToBody`, a page
 * Readability finds no article in (a short note, a bare table) is read whole instead, minus
 * its chrome. `url` resolves relative links the way the page's own `<base>` would.
 */
export function readableHtml(
  html: string,
  { url, fallbackToBody = false }: { url?: string; fallbackToBody?: boolean } = {},
): Readable {
  const document = parseHtmlDocument(html);
  const pageTitle = (document.title ?? '').trim();
  if (url && document.head && !document.querySelector('base')) {
    const base = document.createElement('base');
    base.setAttribute('href', url);
    document.head.prepend(base);
  }
  // Readability edits the document it reads; the fallback needs the untouched body.
  const bodyHtml = document.body?.innerHTML ?? html;
  const article = parseArticle(document);
  const title = (article?.title ?? pageTitle).trim();
  let body = article?.content ? normaliseText(htmlToMarkdown(article.content)) : '';
  if (!body && fallbackToBody) body = normaliseText(htmlToMarkdown(withoutChrome(bodyHtml)));
  if (!body) return { title, text: '' };
  const opensWithTitle = title && new RegExp(`^#{1,6} ${escapeRegExp(title)}\\s*(\\n|$)`).test(body);
  const text = title && !opensWithTitle ? `# ${title}\n\n${body}` : body;
  return { title, text: normaliseText(text) };
}

function parseArticle(document: DomDocument) {
  try {
    return new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], {
      charThreshold: 100,
    }).parse();
  } catch {
    // Readability gives up on some malformed documents; the caller falls back or refuses.
    return null;
  }
}

function withoutChrome(bodyHtml: string): string {
  const document = parseHtmlDocument(`<!doctype html><html><body>${bodyHtml}</body></html>`);
  for (const node of document.querySelectorAll('nav, header, footer, aside, form, script, style')) node.remove();
  return document.body?.innerHTML ?? '';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
