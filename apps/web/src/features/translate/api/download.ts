import { translateRoutes as table } from '@inkstone/contract/routes/translate';
import type { TranslationTask } from '@inkstone/contract/translate';
import { call } from '@/shared/api/call.ts';

export type ResultKind = 'mono' | 'dual';

/**
 * "paper.pdf" into Chinese → "paper.zh_CN.mono.pdf": the name says which file it is, as the
 * server's own Content-Disposition does (which the browser prefers when it sends one).
 */
export const resultName = (task: Pick<TranslationTask, 'fileName' | 'targetLang'>, kind: ResultKind) =>
  `${task.fileName.replace(/\.pdf$/i, '')}.${task.targetLang}.${kind}.pdf`;

/**
 * Saves a result file. Its address is asked for at the moment of the click (`get` signs new
 * ones): an address from a list loaded an hour ago would have expired. The signed address needs
 * no token, so a plain link downloads it.
 */
export async function downloadResult(
  task: Pick<TranslationTask, 'taskId' | 'fileName' | 'targetLang'>,
  kind: ResultKind,
): Promise<boolean> {
  const fresh = await call(table.get, { taskId: task.taskId }, { silent: true });
  const url = fresh.files[kind];
  if (!url) return false; // deleted meanwhile, or not made: the caller says so
  const link = document.createElement('a');
  link.href = url;
  link.download = resultName(task, kind);
  document.body.append(link);
  link.click();
  link.remove();
  return true;
}
