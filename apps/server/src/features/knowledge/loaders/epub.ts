import { parseHtmlDocument } from './dom-parse.ts';
import type { DomDocument } from './dom.ts';
import { htmlToMarkdown } from './html-markdown.ts';
import { normaliseText } from './normalise.ts';
import { CorruptDocument, type FormatOutput } from './types.ts';
import { byLocalName, resolvePart, textPart, unzipParts, xmlPart, type ZipParts } from './zip.ts';

const CONTAINER = 'META-INF/container.xml';

/**
 * An EPUB (2 or 3) read from its package: the spine gives the chapter order, the table of
 * contents (EPUB 3 nav or EPUB 2 NCX) each chapter's name, set as a `#` heading before the
 * chapter unless the chapter already opens with it, so every chunk knows its chapter.
 */
export function loadEpub(bytes: Uint8Array): FormatOutput {
  const parts = unzipParts(bytes, (name) => !/\.(jpe?g|png|gif|webp|svg|ttf|otf|woff2?|mp3|mp4|m4a)$/i.test(name));
  const opfPath = byLocalName(xmlPart(parts, CONTAINER), 'rootfile')[0]?.getAttribute('full-path');
  if (!opfPath) throw new CorruptDocument('epub without a package');
  const opf = xmlPart(parts, opfPath);
  const manifest = new Map<string, { href: string; type: string; properties: string }>();
  for (const item of byLocalName(opf, 'item')) {
    manifest.set(item.getAttribute('id') ?? '', {
      href: resolvePart(opfPath, item.getAttribute('href') ?? ''),
      type: item.getAttribute('media-type') ?? '',
      properties: item.getAttribute('properties') ?? '',
    });
  }
  const spine = byLocalName(opf, 'itemref')
    .map((ref) => manifest.get(ref.getAttribute('idref') ?? ''))
    .filter((item) => item !== undefined && /html|xml/.test(item.type));
  if (!spine.length) throw new CorruptDocument('epub without a spine');
  const names = chapterNames(parts, opf, manifest);
  const chapters = spine.map((item) => chapterText(parts, item!.href, names.get(item!.href)));
  return { kind: 'text', text: chapters.filter(Boolean).join('\n\n') };
}

function chapterText(parts: ZipParts, href: string, tocName: string | undefined): string {
  const xhtml = textPart(parts, href);
  if (xhtml === undefined) return '';
  const document = parseHtmlDocument(xhtml);
  const body = normaliseText(htmlToMarkdown(document.body?.innerHTML ?? xhtml));
  if (!body) return '';
  const firstHeading = /^#{1,6} (.*)/.exec(body)?.[1]?.trim();
  // A file the contents do not list is the rest of the chapter before it (books split long
  // chapters into several files): no heading of its own, and never its <title>, which is
  // usually just the book's.
  const name = (tocName ?? '').replace(/\s+/g, ' ').trim();
  return name && name !== firstHeading ? `# ${name}\n\n${body}` : body;
}

/** Chapter file → its name in the table of contents (first entry wins for a file). */
function chapterNames(
  parts: ZipParts,
  opf: DomDocument,
  manifest: Map<string, { href: string; type: string; properties: string }>,
): Map<string, string> {
  const names = new Map<string, string>();
  const add = (from: string, target: string | null, label: string | null | undefined) => {
    const name = (label ?? '').replace(/\s+/g, ' ').trim();
    const file = target ? resolvePart(from, target) : '';
    if (file && name && !names.has(file)) names.set(file, name);
  };
  const nav = [...manifest.values()].find((item) => item.properties.split(/\s+/).includes('nav'));
  const navXhtml = nav && textPart(parts, nav.href);
  if (nav && navXhtml) {
    const document = parseHtmlDocument(navXhtml);
    for (const link of document.querySelectorAll('nav a[href]'))
      add(nav.href, link.getAttribute('href'), link.textContent);
  }
  const ncxId = byLocalName(opf, 'spine')[0]?.getAttribute('toc');
  const ncx =
    (ncxId && manifest.get(ncxId)) || [...manifest.values()].find((item) => item.type === 'application/x-dtbncx+xml');
  if (ncx && parts.has(ncx.href)) {
    for (const point of byLocalName(xmlPart(parts, ncx.href), 'navPoint')) {
      const label = byLocalName(point, 'text')[0]?.textContent;
      add(ncx.href, byLocalName(point, 'content')[0]?.getAttribute('src') ?? null, label);
    }
  }
  return names;
}
