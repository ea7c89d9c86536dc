import type { QaPair } from '@inkstone/contract/knowledge';
import type { Block, SourceText } from './blocks.ts';

/**
 * A Q&A source as text: one pair per block, question and answer together, so a chunk always
 * carries both and a citation quotes the pair.
 */
export function qaText(pairs: QaPair[]): SourceText & { blocks: Block[] } {
  let text = '';
  const blocks: Block[] = [];
  for (const pair of pairs) {
    if (text) text += '\n\n';
    const start = text.length;
    text += `Q: ${pair.question.trim()}\nA: ${pair.answer.trim()}`;
    blocks.push({ kind: 'qa', start, end: text.length, page: null });
  }
  return { text, blocks };
}
