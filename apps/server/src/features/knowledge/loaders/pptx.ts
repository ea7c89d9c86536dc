import type { DomDocument, DomElement } from './dom.ts';
import { CorruptDocument, type FormatOutput } from './types.ts';
import { elements, resolvePart, unzipParts, xmlPart, type ZipParts } from './zip.ts';

const PRESENTATION = 'ppt/presentation.xml';
const PRESENTATION_RELS = 'ppt/_rels/presentation.xml.rels';

/**
 * PowerPoint as pages: one slide = one page, in the deck's order (the presentation's slide
 * list, not the file names), the slide title as a `#` heading, then each shape's paragraphs,
 * each table's rows and the speaker notes. Only the XML parts are inflated, never the media.
 */
export function loadPptx(bytes: Uint8Array, maxPages: number): FormatOutput {
  const parts = unzipParts(bytes, (name) => name.endsWith('.xml') || name.endsWith('.rels'));
  const slides = slideParts(parts);
  if (slides.length > maxPages) return { kind: 'tooManyPages', pages: slides.length };
  return {
    kind: 'pages',
    pages: slides.map((name) => [slideText(xmlPart(parts, name)), notesText(parts, name)].filter(Boolean).join('\n\n')),
  };
}

/**
 * The speaker notes of a slide: often the talk itself, so they are learned with the slide,
 * on its page. Only the notes' body placeholder; the rest of a notes page is the slide's
 * thumbnail and number.
 */
function notesText(parts: ZipParts, slide: string): string {
  const relsName = slide.replace(/([^/]+)$/, '_rels/$1.rels');
  if (!parts.has(relsName)) return '';
  const notes = elements(xmlPart(parts, relsName), 'Relationship').find((rel) =>
    (rel.getAttribute('Type') ?? '').endsWith('/notesSlide'),
  );
  const target = notes?.getAttribute('Target');
  const notesPart = target ? resolvePart(slide, target) : '';
  if (!notesPart || !parts.has(notesPart)) return '';
  return elements(xmlPart(parts, notesPart), 'p:sp')
    .filter((shape) => elements(shape, 'p:ph')[0]?.getAttribute('type') === 'body')
    .map(shapeText)
    .filter(Boolean)
    .join('\n\n');
}

function slideParts(parts: ZipParts): string[] {
  const presentation = xmlPart(parts, PRESENTATION);
  const targets = new Map<string, string>();
  for (const rel of elements(xmlPart(parts, PRESENTATION_RELS), 'Relationship')) {
    targets.set(rel.getAttribute('Id') ?? '', rel.getAttribute('Target') ?? '');
  }
  const slides = elements(presentation, 'p:sldId').map((slide) => {
    const target = targets.get(slide.getAttribute('r:id') ?? '');
    if (!target) throw new CorruptDocument('slide without a relationship');
    return resolvePart(PRESENTATION, target);
  });
  if (!elements(presentation, 'p:presentation').length) throw new CorruptDocument('not a presentation');
  return slides;
}

function slideText(slide: DomDocument): string {
  const tree = elements(slide, 'p:spTree')[0];
  if (!tree) return '';
  let title = '';
  const blocks: string[] = [];
  const walk = (parent: DomElement) => {
    for (const child of Array.from(parent.children)) {
      if (child.tagName === 'p:grpSp') walk(child);
      else if (child.tagName === 'p:sp') {
        const text = shapeText(child);
        if (!text) continue;
        if (!title && isTitle(child)) title = text.replace(/\s+/g, ' ');
        else blocks.push(text);
      } else if (child.tagName === 'p:graphicFrame') {
        for (const table of elements(child, 'a:tbl')) blocks.push(tableText(table));
      }
    }
  };
  walk(tree);
  return [title ? `# ${title}` : '', ...blocks].filter(Boolean).join('\n\n');
}

function isTitle(shape: DomElement): boolean {
  const type = elements(shape, 'p:ph')[0]?.getAttribute('type');
  return type === 'title' || type === 'ctrTitle';
}

/** A text body's paragraphs one per line; `a:br` breaks a line inside a paragraph. */
function paragraphsText(body: DomElement): string {
  return elements(body, 'a:p')
    .map((paragraph) => {
      let line = '';
      for (const run of Array.from(paragraph.children)) {
        if (run.tagName === 'a:br') line += '\n';
        else if (run.tagName === 'a:r' || run.tagName === 'a:fld')
          line += elements(run, 'a:t')
            .map((t) => t.textContent ?? '')
            .join('');
      }
      return line.trim();
    })
    .filter(Boolean)
    .join('\n');
}

function shapeText(shape: DomElement): string {
  const body = elements(shape, 'p:txBody')[0];
  return body ? paragraphsText(body) : '';
}

function tableText(table: DomElement): string {
  return elements(table, 'a:tr')
    .map((row) => {
      const cells = elements(row, 'a:tc').map((cell) =>
        paragraphsText(cell).replace(/\s+/g, ' ').replace(/\|/g, '\\|'),
      );
      return cells.some(Boolean) ? `| ${cells.join(' | ')} |` : '';
    })
    .filter(Boolean)
    .join('\n');
}
