import { Readability } from '@mozilla/readability';
import { parseHtmlDocument } from './dom-parse.ts';
import type { DomDocument } from './dom.ts';
import { htmlToMarkdown } from './html-markdown.ts';
import { normaliseText } from './normalise.ts';

export type Readable = { title: string; text: string };

/**
 * A page's main text: Readability drops navigation, ads and footers; the article's name leads
 * as a `#` heading. With `fallbackToBody`, a page
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
  const pageName = (article?.title ?? pageTitle).replace(/\s+/g, ' ').trim();
  let body = article?.content ? normaliseText(htmlToMarkdown(article.content)) : '';
  if (!body && fallbackToBody) body = normaliseText(htmlToMarkdown(withoutChrome(bodyHtml)));
  if (!body) return { title: pageName, text: '' };
  // An article that opens with its own headline names itself better than the <title>, which
  // often carries the site's name ("长江大桥 | 城市百科"): the headline then leads as `#`.
  const lead = /^#{1,6} (.+)/.exec(body);
  if (lead && namesSame(pageName, lead[1]!.trim())) {
    return { title: lead[1]!.trim(), text: `# ${lead[1]!.trim()}${body.slice(lead[0].length)}` };
  }
  return { title: pageName, text: pageName ? `# ${pageName}\n\n${body}` : body };
}

/** A page title and a headline name the same article when one holds the other, site name aside. */
function namesSame(pageTitle: string, headline: string): boolean {
  if (!pageTitle) return true;
  const parts = [pageTitle, ...pageTitle.split(/\s+[|\-–—_·:]\s+|\s*[|｜–—·:：]\s*/)]
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.some((part) => part.includes(headline) || headline.includes(part));
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
