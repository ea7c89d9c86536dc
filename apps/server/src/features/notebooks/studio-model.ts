import type { Source } from '@inkstone/contract/chat';
import type { Language } from '@inkstone/contract/edition';
import type { StudioKind } from '@inkstone/contract/notebook-notes';
import { complete } from '../../ai/complete.ts';
import type { ContextDocument, LanguageModel, Source as StreamSource } from '../../ai/types.ts';
import { readMindMap } from './mind-map.ts';
import { extractStudio, type StudioOutput } from './studio-offline.ts';
import { passageCitation, passageTitle, type StudioSource } from './studio-material.ts';

/**
 * The studio with a model: the selected sources' passages go in as numbered documents (the
 * same path chat's grounded answers take, ai/context.ts), the model writes Markdown citing
 * them as [n], and the [n] it used become the note's citations. A mind map is asked for as
 * JSON and checked; when the model's answer is not a tree, the extracted tree stands in.
 */
const WRITE: Record<Exclude<StudioKind, 'mindMap'>, string> = {
  summary:
    'Write a summary of the documents: a short overview paragraph, then the main points as a bulleted list, ' +
    'grouped under a ### heading per theme when there are several.',
  faq:
    'Write a FAQ about the documents: 6 to 12 questions a reader would ask, each as a ### heading, ' +
    'each answered in a short paragraph.',
  studyGuide:
    'Write a study guide for the documents: ## Key terms (each term in bold with a one-line definition), ' +
    '## Main ideas (bullets), ## Questions to review (short-answer questions, each followed by its answer).',
  briefing:
    'Write a briefing document on the documents: ## Executive summary (one paragraph), ## Key points (bullets), ' +
    '## Details (short sections under ### headings), ## Open questions.',
  timeline:
    'Write a timeline of the events in the documents: a bulleted list in date order, each line starting with the ' +
    'date in bold, then what happened. Leave out anything without a date; if nothing has one, say so.',
};

const MIND_MAP =
  'Make a mind map of the documents. Answer with JSON only, no prose and no code fence, in the shape ' +
  '{"title": "…", "children": [{"title": "…", "children": [ … ]}]}: the root is the main subject, at most 8 ' +
  'branches, each with at most 6 children, at most 3 levels below the root, every title under 80 characters.';

const LANGUAGE_NAME: Record<Language, string> = { en: 'English', zh_CN: 'Simplified Chinese' };

/**
 * The passages the model reads: about 15k–30k tokens, well inside any model's window and its
 * price. A book-length notebook is summed up from the opening passages of each source.
 */
export const STUDIO_CHARS = 60_000;

/**
 * The sources' passages, a passage of each source in turn so a long one does not crowd out the
 * rest, until STUDIO_CHARS are taken.
 */
export function studioDocuments(sources: StudioSource[], budget = STUDIO_CHARS): ContextDocument[] {
  const documents: ContextDocument[] = [];
  const longest = Math.max(0, ...sources.map((source) => source.passages.length));
  let left = budget;
  for (let i = 0; i < longest; i++) {
    for (const source of sources) {
      const passage = source.passages[i];
      if (!passage) continue;
      if (passage.text.length > left) return documents;
      left -= passage.text.length;
      documents.push({
        id: `knowledge:${source.id}:${passage.ordinal}`,
        title: passageTitle(source, passage),
        text: passage.text,
        citation: passageCitation(source, passage),
      });
    }
  }
  return documents;
}

export async function writeStudio(
  model: LanguageModel,
  input: { kind: StudioKind; sources: StudioSource[]; language: Language; notebookName: string; signal: AbortSignal },
): Promise<StudioOutput> {
  const { kind, language } = input;
  const task = kind === 'mindMap' ? MIND_MAP : WRITE[kind];
  const result = await complete(model, {
    system:
      `You turn the user's notebook sources into study material. Use only what the documents say. ` +
      `Write in ${LANGUAGE_NAME[language]}.` +
      (kind === 'mindMap' ? '' : ' Write Markdown, and cite the documents as [n] after each statement that uses them.'),
    messages: [{ role: 'user', content: task }],
    documents: studioDocuments(input.sources),
    language,
    signal: input.signal,
  });
  if (kind === 'mindMap') {
    const map = readMindMap(result.text);
    const given = result.sources.map(toCitation);
    if (map) return { content: JSON.stringify({ title: map.title, children: map.children }), citations: given };
    // Not a tree: the extracted one, which says it was extracted.
    return extractStudio('mindMap', input.sources, language, input.notebookName);
  }
  return { content: result.text.trim(), citations: cited(result.text, result.sources) };
}

/** The sources the text cites as [n] (all that were given, when it cites none), numbered as the text has them. */
function cited(text: string, sources: StreamSource[]): Source[] {
  const used = new Set([...text.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1])));
  const kept = sources.filter((source) => used.has(source.index));
  return (kept.length ? kept : sources).map(toCitation);
}

function toCitation(source: StreamSource): Source {
  const { index, title, url, citation } = source;
  return {
    index,
    ...(title ? { title } : {}),
    ...(url ? { url } : {}),
    ...(citation
      ? {
          sourceId: citation.sourceId,
          page: citation.page,
          ordinal: citation.ordinal,
          start: citation.start,
          end: citation.end,
          quote: citation.quote,
        }
      : {}),
  };
}
