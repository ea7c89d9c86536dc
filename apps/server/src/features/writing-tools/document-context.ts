import type { WritingDoc } from '@inkstone/contract/writing';
import type { Surroundings } from './prompts.ts';

/** How much of the document a tool reads beside the text: enough for its voice and subject. */
export const DOCUMENT_WINDOW = 8_000;

/**
 * The part of the caller's document a tool reads as context: all of it when it is short,
 * otherwise the stretch around the selection (or its opening when the selection is not found).
 * A selection that is (nearly) the whole document needs no second copy, only its title.
 */
export function documentSurroundings(doc: WritingDoc, text: string): Surroundings {
  const content = doc.content;
  const at = content.indexOf(text.slice(0, 200));
  if (at >= 0 && text.length >= content.length * 0.9) return { document: { title: doc.title, text: '' } };
  if (content.length <= DOCUMENT_WINDOW) return { document: { title: doc.title, text: content } };
  const middle = at >= 0 ? at + Math.min(text.length, DOCUMENT_WINDOW) / 2 : DOCUMENT_WINDOW / 2;
  const start = Math.max(0, Math.min(content.length - DOCUMENT_WINDOW, Math.round(middle - DOCUMENT_WINDOW / 2)));
  const window = content.slice(start, start + DOCUMENT_WINDOW);
  return {
    document: {
      title: doc.title,
      text: `${start > 0 ? '…' : ''}${window}${start + DOCUMENT_WINDOW < content.length ? '…' : ''}`,
    },
  };
}
