import { ResultCode } from '@inkstone/contract/envelope';
import { notebookRoutes } from '@inkstone/contract/routes/notebooks';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { ApiError } from '@/shared/api/errors.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { notebookKeys } from './keys.ts';

/** Refusals that mean "no such notebook for you": the server answers an outsider as if it did not exist. */
const missing = new Set<number>([ResultCode.notFound, ResultCode.forbidden, ResultCode.invalid]);

export const isMissingNotebook = (error: unknown) =>
  error instanceof ApiError && error.kind === 'envelope' && error.code !== null && missing.has(error.code);

/**
 * One notebook with the reader's role in it (opening it moves it to the top of the lists).
 * Silent: the page shows "not found" or the failure in place. A missing notebook is not asked again.
 */
export function useNotebook(id: string) {
  const loggedIn = useAuth((state) => Boolean(state.token));
  return useQuery({
    queryKey: notebookKeys.detail(id),
    queryFn: ({ signal }) => call(notebookRoutes.get, { id }, { signal, silent: true }),
    enabled: loggedIn,
    retry: (count, error) => !isMissingNotebook(error) && count < 2,
  });
}
