import type { Member } from '@inkstone/contract/notebooks';
import { notebookRoutes } from '@inkstone/contract/routes/notebooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { notebookKeys } from './keys.ts';

/** Who a notebook is shared with (owner only); a failure shows in the dialog. */
export function useMembers(notebookId: string) {
  return useQuery({
    queryKey: notebookKeys.members(notebookId),
    queryFn: ({ signal }) => call(notebookRoutes.members, { id: notebookId }, { signal, silent: true }),
  });
}

/**
 * Shares with an address as viewer or editor; inviting an address again changes its role, so the
 * answer replaces any entry for that address. The refusal is shown beside the form (silent).
 */
export function useInvite(notebookId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: Member['role'] }) =>
      call(notebookRoutes.invite, { notebookId, ...input }, { silent: true }),
    onSuccess: (member) => {
      client.setQueryData<Member[]>(notebookKeys.members(notebookId), (list) =>
        list ? [member, ...list.filter((entry) => entry.email !== member.email)] : list,
      );
      void client.invalidateQueries({ queryKey: notebookKeys.members(notebookId) });
    },
  });
}

/** Takes an address's access back; a refusal is the client's toast. */
export function useRevoke(notebookId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => call(notebookRoutes.revoke, { notebookId, email }),
    onSuccess: (_done, email) =>
      client.setQueryData<Member[]>(notebookKeys.members(notebookId), (list) =>
        list?.filter((entry) => entry.email !== email),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: notebookKeys.members(notebookId) }),
  });
}
