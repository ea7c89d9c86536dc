import type { SourceView } from '@inkstone/contract/knowledge-api';
import type { TFunction } from 'i18next';

/**
 * Questions an empty notebook chat offers, made from the learned sources the reader chose: a
 * summary of them all, the main points of the newest, and how the first two compare.
 */
export function suggestedQuestions(
  sources: readonly SourceView[],
  chosen: readonly string[],
  t: TFunction<'notebookPage'>,
): string[] {
  const keep = new Set(chosen);
  const learned = sources.filter((source) => source.state === 'learned' && keep.has(source.id));
  const [first, second] = learned;
  if (!first) return [];
  const questions = [t('suggest.summary'), t('suggest.points', { name: first.name })];
  if (second) questions.push(t('suggest.compare', { a: first.name, b: second.name }));
  return questions;
}
