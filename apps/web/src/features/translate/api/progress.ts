import type { TranslateStatus, TranslationTask } from '@inkstone/contract/translate';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { translateKeys } from './keys.ts';

/** A page of `page`'s answer, as far as this needs it. */
type TaskPage = { records: TranslationTask[] };

/** Work still going on the server: its row follows pushes, and polling while they are missing. */
export const isBusy = (status: TranslateStatus) => status === 'queued' || status === 'running';

/** What a push or a status answer says about a task. */
export type Progress = Pick<TranslationTask, 'taskId' | 'status' | 'done' | 'total'> &
  Partial<Pick<TranslationTask, 'error' | 'failedPages'>>;

/**
 * A push and a poll can cross: an answer sent before the latest push may arrive after it. Progress
 * never runs backwards, and a finished task never becomes busy again (nothing restarts one).
 */
function isStale(task: Progress, progress: Progress): boolean {
  if (!isBusy(task.status)) return isBusy(progress.status);
  return task.status === progress.status && progress.done < task.done;
}

/**
 * A task's progress into the cached lists (page by page, without asking the server); once it
 * stops being busy the lists are asked again for what only `page` carries (the result files) and
 * the allowance too (pages not delivered are given back).
 */
export function applyProgress(client: QueryClient, progress: Progress): void {
  let wasBusy = false;
  let seen = false;
  client.setQueriesData<InfiniteData<TaskPage>>({ queryKey: translateKeys.lists() }, (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        records: page.records.map((task) => {
          if (task.taskId !== progress.taskId) return task;
          seen = true;
          if (isStale(task, progress)) return task;
          wasBusy ||= isBusy(task.status);
          return { ...task, ...progress };
        }),
      })),
    };
  });
  if (!seen || (wasBusy && !isBusy(progress.status))) {
    void client.invalidateQueries({ queryKey: translateKeys.lists() });
    void client.invalidateQueries({ queryKey: translateKeys.quota() });
    void client.invalidateQueries({ queryKey: translateKeys.task(progress.taskId) });
  }
}
