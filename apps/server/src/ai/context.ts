import { splitPassages } from './lexical/passages.ts';
import { rankLexically } from './lexical/rank.ts';
import type { ContextDocument, Source } from './types.ts';

/**
 * Chooses what of the user's documents a real model gets to read, within a character
 * budget: all of it when it fits, otherwise the passages that best match the question,
 * then the opening passages of each document (a question like "summarise this" matches no
 * words but still needs the text). Documents are numbered in the order they are listed,
 * so the model's [n] citations match the sources the stream announces.
 */
export type ContextSelection = {
  /** Text appended to the system prompt; empty when there are no documents. */
  prompt: string;
  /** One source per included document, index = its [n] in the prompt. */
  sources: Omit<Source, 'index'>[];
};

type Passage = { document: ContextDocument; order: number; text: string };

export const CONTEXT_BUDGET_CHARS = 24_000;

export function selectContext(
  documents: readonly ContextDocument[],
  question: string,
  budget = CONTEXT_BUDGET_CHARS,
): ContextSelection {
  const usable = documents.filter((document) => document.text.trim());
  if (usable.length === 0) return { prompt: '', sources: [] };

  const passages: Passage[] = usable.flatMap((document) =>
    splitPassages(document.text).map((text, order) => ({ document, order, text })),
  );
  const chosen = new Set<Passage>();
  let used = 0;
  const take = (passage: Passage) => {
    if (chosen.has(passage) || used + passage.text.length > budget) return;
    chosen.add(passage);
    used += passage.text.length;
  };
  for (const { item } of rankLexically(question, passages, (passage) => passage.text)) take(item);
  for (const passage of passages) take(passage);

  const included = usable.filter((document) =>
    passages.some((passage) => passage.document === document && chosen.has(passage)),
  );
  const blocks = included.map((document, index) => {
    const body = passages
      .filter((passage) => passage.document === document && chosen.has(passage))
      .sort((a, b) => a.order - b.order)
      .map((passage) => passage.text)
      .join('\n');
    return `[${index + 1}] ${document.title}\n${body}`;
  });
  return {
    prompt: [
      'The user provided the documents below. Answer from them when they are relevant, ' +
        'cite them as [n] after the sentence that uses them, and say so when they do not contain the answer.',
      ...blocks,
    ].join('\n\n'),
    sources: included.map((document) => ({
      title: document.title,
      documentId: document.id,
      ...(document.url ? { url: document.url } : {}),
      ...(document.citation ? { citation: document.citation } : {}),
    })),
  };
}
