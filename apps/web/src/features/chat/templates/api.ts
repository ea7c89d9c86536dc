import type { UserTemplate } from '@inkstone/contract/prompt-template-api';
import { promptTemplateRoutes } from '@inkstone/contract/routes/prompt-templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { useAuth } from '@/shared/stores/auth.ts';

const key = ['prompt-templates', 'mine'] as const;

/** The reader's own templates (all of them: at most 100), for signed-in readers only. */
export function useMyTemplates() {
  const loggedIn = useAuth((state) => Boolean(state.token));
  const query = useQuery({
    queryKey: key,
    queryFn: () => call(promptTemplateRoutes.page, { current: 1, size: 100 }),
    enabled: loggedIn,
    staleTime: 60_000,
  });
  return { ...query, loggedIn };
}

type Fields = { title: string; description: string; text: string };

/** Saves a new template, or changes one of the reader's own (`id`). */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Fields & { id?: string }): Promise<UserTemplate> =>
      body.id ? call(promptTemplateRoutes.update, { ...body, id: body.id }) : call(promptTemplateRoutes.create, body),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(promptTemplateRoutes.del, { id }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
