import { DEFAULT_MODEL, type ModelEntry } from '@inkstone/contract/models';
import { chatRoutes } from '@inkstone/contract/routes/chat';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { chatKeys } from './keys.ts';

/** The edition's models; the picker offers the entries marked shown. */
export const getModelList = (): Promise<ModelEntry[]> => call(chatRoutes.models, undefined, { silent: true });

export const modelListQuery = queryOptions({ queryKey: chatKeys.models, queryFn: getModelList, staleTime: 5 * 60_000 });

export const useModelList = () => useQuery(modelListQuery);

/** The signed-in user's model. */
export const getDefaultModel = () => call(chatRoutes.defaultModel, undefined, { silent: true });

export function useDefaultModel() {
  const loggedIn = useAuth((state) => Boolean(state.token));
  return useQuery({
    queryKey: chatKeys.defaultModel,
    queryFn: getDefaultModel,
    enabled: loggedIn,
    staleTime: 5 * 60_000,
  });
}

export const setDefaultModel = (model: string) => call(chatRoutes.setDefaultModel, { model });

export function useSetDefaultModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setDefaultModel,
    onMutate: (model) => client.setQueryData(chatKeys.defaultModel, model),
    onSettled: () => client.invalidateQueries({ queryKey: chatKeys.defaultModel }),
  });
}

/** The model to use: the user's choice when it is still offered, else the catalogue's default. */
export function pickModel(entries: readonly ModelEntry[] | undefined, chosen: string | null | undefined): string {
  const shown = (entries ?? []).filter((entry) => entry.shown);
  if (chosen && (shown.length === 0 || shown.some((entry) => entry.model === chosen))) return chosen;
  return shown.find((entry) => entry.default)?.model ?? shown[0]?.model ?? DEFAULT_MODEL;
}
