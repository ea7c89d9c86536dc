import { DEFAULT_MODEL, modelEntrySchema, type ModelEntry } from '@inkstone/contract/models';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/shared/api/client.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { chatKeys } from './keys.ts';

/** GET cli/chatgpt/v1/getModelList: the picker offers the entries marked shown. */
export async function getModelList(): Promise<ModelEntry[]> {
  return z.array(modelEntrySchema).parse(await api.get('cli/chatgpt/v1/getModelList', undefined, { silent: true }));
}

export const modelListQuery = queryOptions({ queryKey: chatKeys.models, queryFn: getModelList, staleTime: 5 * 60_000 });

export const useModelList = () => useQuery(modelListQuery);

/** GET cli/chatgpt/v1/getDefaultModel: the signed-in user's model. */
export const getDefaultModel = async () => z.string().parse(await api.get('cli/chatgpt/v1/getDefaultModel', undefined, { silent: true }));

export function useDefaultModel() {
  const loggedIn = useAuth((state) => Boolean(state.token));
  return useQuery({ queryKey: chatKeys.defaultModel, queryFn: getDefaultModel, enabled: loggedIn, staleTime: 5 * 60_000 });
}

/** POST cli/chatgpt/v1/setDefaultModel (form). */
export const setDefaultModel = (model: string) => api.postForm<string>('cli/chatgpt/v1/setDefaultModel', { model });

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
