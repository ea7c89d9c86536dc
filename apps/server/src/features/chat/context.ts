import type { ChatMessage, ImageInput } from '../../ai/types.ts';
import type { MessageRow } from './store.ts';

/** The user's turn as the model reads it: a quote first, as Markdown, then the question. */
export function userTurn(prompt: string, quote?: string | null): string {
  if (!quote?.trim()) return prompt;
  const quoted = quote
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return `${quoted}\n\n${prompt}`;
}

/** Earlier finished exchanges, oldest first, as alternating user and assistant messages. */
export function historyMessages(rows: MessageRow[], imagesOf: Map<number, ImageInput[]> = new Map()): ChatMessage[] {
  return rows.flatMap((row) => [
    {
      role: 'user' as const,
      content: userTurn(row.input, row.ref.find((item) => item.type === 'quote')?.content),
      ...(imagesOf.has(row.id) ? { images: imagesOf.get(row.id) } : {}),
    },
    { role: 'assistant' as const, content: row.response },
  ]);
}

/**
 * The newest files (listed newest first) while the text read so far is under `budget`
 * characters: the one that crosses it is still kept (its passages are trimmed later), the
 * older ones are left out.
 */
export function newestWithinBudget<T extends { chars: number }>(newestFirst: T[], budget: number): T[] {
  const kept: T[] = [];
  let used = 0;
  for (const file of newestFirst) {
    if (used >= budget) break;
    kept.push(file);
    used += file.chars;
  }
  return kept;
}
