import { strFromU8, unzipSync } from 'fflate';
import { parseXmlDocument } from './dom-parse.ts';
import type { DomDocument, DomElement } from './dom.ts';
import { CorruptDocument, OversizedPart } from './types.ts';

/** No text part of a real presentation or book comes near this; a zip bomb's entries do. */
export const MAX_PART_BYTES = 32 * 1024 * 1024;

export type ZipParts = Map<string, Uint8Array>;

/**
 * The entries of a zip container that `wanted` selects, inflated. Only those are inflated,
 * and each one's declared size is checked first, so media and bombs cost nothing.
 */
export function unzipParts(bytes: Uint8Array, wanted: (name: string) => boolean): ZipParts {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        if (!wanted(file.name)) return false;
        if (file.originalSize > MAX_PART_BYTES) throw new OversizedPart(MAX_PART_BYTES);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof OversizedPart) throw error;
    throw new CorruptDocument(`zip unreadable: ${(error as Error).message}`);
  }
  return new Map(Object.entries(entries));
}

/** A part as an XML document; a missing or unparsable part means a broken container. */
export function xmlPart(parts: ZipParts, name: string): DomDocument {
  const data = parts.get(name);
  if (!data) throw new CorruptDocument(`missing part ${name}`);
  const source = strFromU8(data).replace(/^\ufeff/, '');
  return parseXmlDocument(source);
}

export function textPart(parts: ZipParts, name: string): string | undefined {
  const data = parts.get(name);
  return data ? strFromU8(data).replace(/^\ufeff/, '') : undefined;
}

/** `target` from a relationship or manifest, resolved against the folder of `from`. */
export function resolvePart(from: string, target: string): string {
  const clean = decodeURIComponentSafe(target.split('#')[0]!.split('?')[0]!);
  if (clean.startsWith('/')) return normalisePath(clean.slice(1));
  const folder = from.includes('/') ? from.slice(0, from.lastIndexOf('/') + 1) : '';
  return normalisePath(folder + clean);
}

function normalisePath(path: string): string {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '..') out.pop();
    else if (segment && segment !== '.') out.push(segment);
  }
  return out.join('/');
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Elements by qualified name (`p:sp`), as the parts' own prefixes spell them. */
export function elements(root: DomDocument | DomElement, qualifiedName: string): DomElement[] {
  return Array.from(root.getElementsByTagName(qualifiedName));
}

/**
 * Elements by local name whatever their prefix: EPUB packages are written both plain
 * (`<item>`) and prefixed (`<opf:item>`).
 */
export function byLocalName(root: DomDocument | DomElement, localName: string): DomElement[] {
  // linkedom's XML documents answer `getElementsByTagName('*')` with nothing: walk instead.
  const found: DomElement[] = [];
  const walk = (parent: { readonly children: ArrayLike<DomElement> }) => {
    for (const element of Array.from(parent.children)) {
      if (element.tagName.slice(element.tagName.indexOf(':') + 1) === localName) found.push(element);
      walk(element);
    }
  };
  walk(root);
  return found;
}
