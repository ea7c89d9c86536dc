import type { NotebookRole } from '@inkstone/contract/notebooks';
import { notebookRoutes } from '@inkstone/contract/routes/notebooks';
import { call } from '@/shared/api/call.ts';
import type { SourceCalls } from '@/shared/knowledge/index.ts';

/**
 * The knowledge pieces' calls for one notebook: through cli/notebook/source/v1, which check the
 * reader's role (a shared notebook's sources live in its owner's namespace, so the plain
 * knowledge calls would not find them). Learning pushes go to the owner; anyone else's list
 * asks again while something is learning. Retry (a notebook's only move) is the notebook's
 * relearn call, so editors get it too; viewers do not.
 */
export function notebookSourceCalls(notebookId: string, role: NotebookRole): SourceCalls {
  return {
    list: (_container, signal) => call(notebookRoutes.sources, { notebookId }, { signal }),
    get: (id, signal) => call(notebookRoutes.getSource, { notebookId, id }, { signal, silent: true }),
    add: (_container, source) => call(notebookRoutes.addSource, { notebookId, source }, { silent: true }),
    del: (id) => call(notebookRoutes.delSource, { notebookId, id }),
    relearn: (id) => call(notebookRoutes.relearnSource, { notebookId, id }),
    pushes: role === 'owner',
    canMove: role !== 'viewer',
  };
}
