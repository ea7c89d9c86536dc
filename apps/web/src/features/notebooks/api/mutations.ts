import type { Notebook } from '@inkstone/contract/notebooks';
import { notebookRoutes } from '@inkstone/contract/routes/notebooks';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { notebookKeys } from './keys.ts';

type Page = { records: Notebook[]; total: number; current: number; size: number; pages: number };
type Pages = InfiniteData<Page, number>;

/** Rewrites every loaded card of both lists (a rename shows at once, wherever the card is). */
function everyList(client: QueryClient, change: (records: Notebook[]) => Notebook[]): void {
  client.setQueriesData<Pages>({ queryKey: [...notebookKeys.all, 'list'] }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, records: change(page.records) })) } : data,
  );
}

export type NotebookFields = { name: string; emoji?: string };

/**
 * Creates a notebook. A new one is the most recent, so it goes first in "My notebooks" before
 * the list is asked again. Refusals come back in the reader's language; the dialog shows them.
 */
export function useCreateNotebook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: NotebookFields) => call(notebookRoutes.create, fields, { silent: true }),
    onSuccess: (notebook) => {
      client.setQueryData<Pages>(notebookKeys.list('mine'), (data) =>
        data?.pages[0]
          ? {
              ...data,
              pages: [{ ...data.pages[0], records: [notebook, ...data.pages[0].records] }, ...data.pages.slice(1)],
            }
          : data,
      );
      void client.invalidateQueries({ queryKey: notebookKeys.list('mine') });
    },
  });
}

/** Makes the sample notebook (a guide and the history of tea); its sources learn like any other. */
export function useCreateSample() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(notebookRoutes.sample, {}, { silent: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: notebookKeys.list('mine') }),
  });
}

/** Renames a notebook or changes its emoji (`null` takes the emoji away). */
export function useUpdateNotebook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: { id: string; name?: string; emoji?: string | null }) =>
      call(notebookRoutes.update, fields, { silent: true }),
    onSuccess: (notebook) =>
      everyList(client, (records) => records.map((record) => (record.id === notebook.id ? notebook : record))),
  });
}

/** Deletes a notebook with its sources and chats (owner only); a refusal is the client's toast. */
export function useDeleteNotebook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(notebookRoutes.del, { id }),
    onSuccess: (_done, id) => {
      everyList(client, (records) => records.filter((record) => record.id !== id));
      client.removeQueries({ queryKey: notebookKeys.members(id) });
    },
    onSettled: () => client.invalidateQueries({ queryKey: notebookKeys.all }),
  });
}
