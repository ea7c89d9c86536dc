import type { WritingDoc } from '@inkstone/contract/writing';
import { writingRoutes as table } from '@inkstone/contract/routes/writing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { writingKeys } from './keys.ts';

/**
 * The list's changes: each refreshes the lists and the groups' counts. Silent: the page says
 * what failed beside the action (dialogs) or in a toast of its own words.
 */
function useListChange<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: writingKeys.docs() }),
        client.invalidateQueries({ queryKey: writingKeys.groups() }),
      ]),
  });
}

export const useCreateDoc = () =>
  useListChange((input: { title: string; content?: string; groupId: string | null }) =>
    call(table.create, input, { silent: true }),
  );

/** A rename or a move from the list: no revision (neither can lose text; see the contract). */
export const useRenameOrMoveDoc = () =>
  useListChange((input: { id: string; title?: string; groupId?: string | null }) =>
    call(table.update, input, { silent: true }),
  );

export const useCopyDoc = () => useListChange((id: string) => call(table.copy, { id }, { silent: true }));
export const useTrashDoc = () => useListChange((id: string) => call(table.del, { id }, { silent: true }));
export const useRestoreDoc = () => useListChange((id: string) => call(table.restore, { id }, { silent: true }));

export const useCreateGroup = () =>
  useListChange((name: string) => call(table.createGroup, { name }, { silent: true }));
export const useRenameGroup = () =>
  useListChange((input: { id: string; name: string }) => call(table.updateGroup, input, { silent: true }));
export const useDeleteGroup = () => useListChange((id: string) => call(table.delGroup, { id }, { silent: true }));

/** Puts a version back; the editor reopens the document with the restored text. */
export function useRestoreVersion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; versionId: string }) => call(table.versionRestore, input, { silent: true }),
    onSuccess: (doc: WritingDoc) => {
      client.setQueryData(writingKeys.doc(doc.id), doc);
      return Promise.all([
        client.invalidateQueries({ queryKey: writingKeys.versions(doc.id) }),
        client.invalidateQueries({ queryKey: writingKeys.docs() }),
      ]);
    },
  });
}
