import type { TranslationTask } from '@inkstone/contract/translate';

/**
 * Which page of the translated file shows an original page. The engine's mono file holds the
 * range's pages only, in order (platform/pdf-translate/writer.ts); should it ever hold the whole
 * document, its page count says so and the numbers are the same.
 */
export function translatedPageOf(
  task: Pick<TranslationTask, 'startPage' | 'pageCount'>,
  originalPage: number,
  translatedPages: number,
): number | null {
  const page = translatedPages === task.pageCount ? originalPage : originalPage - task.startPage + 1;
  return page >= 1 && page <= translatedPages ? page : null;
}
