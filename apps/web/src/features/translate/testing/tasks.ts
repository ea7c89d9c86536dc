import type { TranslationTask } from '@inkstone/contract/translate';

/** A task as `page` and `get` answer it: pages 1–3 of a 5-page paper, done, both files ready. */
export function taskOf(patch: Partial<TranslationTask> = {}): TranslationTask {
  return {
    taskId: 'task-1',
    fileName: 'paper.pdf',
    pageCount: 5,
    startPage: 1,
    endPage: 3,
    sourceLang: 'en',
    targetLang: 'zh_CN',
    outputKind: 'both',
    dualLayout: 'alternate',
    status: 'done',
    done: 3,
    total: 3,
    error: null,
    failedPages: [],
    offline: false,
    files: {
      source: '/api/files/task-1/source.pdf?exp=1&sig=s',
      mono: '/api/files/task-1/mono.pdf?exp=1&sig=m',
      dual: '/api/files/task-1/dual.pdf?exp=1&sig=d',
    },
    createdAt: '2026-11-25T09:00:00.000Z',
    updatedAt: '2026-11-25T09:01:00.000Z',
    ...patch,
  };
}

/** A page of tasks as `page` answers it. */
export const pageOfTasks = (records: TranslationTask[]) => ({
  records,
  total: records.length,
  size: 20,
  current: 1,
  pages: 1,
});
