import { DOMParser, parseHTML } from 'linkedom';
import type { DomDocument } from './dom.ts';

/** An HTML or XHTML string as a document (linkedom: no browser, no script execution). */
export function parseHtmlDocument(html: string): DomDocument {
  return parseHTML(html).document as unknown as DomDocument;
}

/** An XML part (OOXML, OPF, NCX) as a document; qualified names (`p:sp`) are kept as written. */
export function parseXmlDocument(xml: string): DomDocument {
  return new DOMParser().parseFromString(xml, 'text/xml') as unknown as DomDocument;
}
