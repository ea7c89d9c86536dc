import { DOMParser, parseHTML } from 'linkedom';
import type { DomDocument } from './dom.ts';

/**
 * An HTML or XHTML string as a document (linkedom: no browser, no script execution).
 * linkedom builds no implied `<html>`/`<body>` the way browsers do: a fragment, or a page
 * missing its `<body>` tag, came out with an empty body and an empty string crashed it. So
 * the page is first put into a complete skeleton, its head (or a stray `<title>`) kept.
 */
export function parseHtmlDocument(html: string): DomDocument {
  return parseHTML(skeleton(html)).document as unknown as DomDocument;
}

function skeleton(html: string): string {
  let rest = html.replace(/<\?xml[^>]*\?>|<!doctype[^>]*>|<\/?html\b[^>]*>/gi, '');
  let head = '';
  rest = rest.replace(/<head\b[^>]*>([\s\S]*?)<\/head\s*>/i, (_match, inner: string) => {
    head = inner;
    return '';
  });
  if (!head) {
    rest = rest.replace(/<title\b[^>]*>[\s\S]*?<\/title\s*>/i, (title) => {
      head = title;
      return '';
    });
  }
  const body = /<body\b[^>]*>([\s\S]*?)(<\/body\s*>|$)/i.exec(rest)?.[1] ?? rest;
  return `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
}

/** An XML part (OOXML, OPF, NCX) as a document; qualified names (`p:sp`) are kept as written. */
export function parseXmlDocument(xml: string): DomDocument {
  return new DOMParser().parseFromString(xml, 'text/xml') as unknown as DomDocument;
}
