import type { Container } from '@inkstone/contract/knowledge';
import type { NewSource, SourceView } from '@inkstone/contract/knowledge-api';
import { knowledgeRoutes } from '@inkstone/contract/routes/knowledge';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import type { SourceAction } from '../model/status.ts';
import { useSourceCalls } from './calls.ts';
import { knowledgeKeys } from './keys.ts';

/** Puts a source the server answered with into its list (first, as the list is newest first). */
function remember(client: QueryClient, container: Container, view: SourceView): void {
  client.setQueryData<SourceView[]>(knowledgeKeys.list(container), (list) =>
    list ? [view, ...list.filter((source) => source.id !== view.id)] : list,
  );
}

/**
 * Adds a source to the container. Refusals come back in the reader's language; the caller shows
 * them beside the form (silent: no toast on top of it).
 */
export function useAddSource(container: Container) {
  const client = useQueryClient();
  const calls = useSourceCalls();
  return useMutation({
    mutationFn: (source: NewSource) => calls.add(container, source),
    onSuccess: (view) => {
      remember(client, container, view);
      void client.invalidateQueries({ queryKey: knowledgeKeys.list(container) });
    },
  });
}

const moveRoutes = {
  retry: knowledgeRoutes.relearn,
  relearn: knowledgeRoutes.relearn,
  cancel: knowledgeRoutes.cancel,
  forget: knowledgeRoutes.forget,
} as const;

/** The list's actions on one source; a refusal (a move its state no longer allows) is a toast. */
export function useSourceAction(container: Container) {
  const client = useQueryClient();
  const calls = useSourceCalls();
  const key = knowledgeKeys.list(container);
  return useMutation({
    mutationFn: async ({ action, id }: { action: SourceAction; id: string }) => {
      if (action === 'delete') {
        await calls.del(id);
        return null;
      }
      if ((action === 'retry' || action === 'relearn') && calls.relearn) return calls.relearn(id);
      return call(moveRoutes[action], { id });
    },
    onSuccess: (view, { id }) => {
      if (view) {
        client.setQueryData<SourceView[]>(key, (list) => list?.map((source) => (source.id === id ? view : source)));
      } else {
        client.setQueryData<SourceView[]>(key, (list) => list?.filter((source) => source.id !== id));
        client.removeQueries({ queryKey: knowledgeKeys.detail(id) });
      }
    },
    // Whatever happened, the list should say what the server now holds.
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
