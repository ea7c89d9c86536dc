import { drawAllowanceSchema, type DrawAllowance } from '@inkstone/contract/draw';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { drawKeys } from './keys.ts';

/** GET cli/mj/v1/allowance: today's counted drawings and the limit that applies. */
export async function getAllowance(): Promise<DrawAllowance> {
  return drawAllowanceSchema.parse(await api.get('cli/mj/v1/allowance', undefined, { silent: true }));
}

/**
 * Read again whenever usage may have changed (`followAllowance` invalidates it); a failed read
 * keeps the number shown, and a newer read cancels an older one still on its way.
 */
export const allowanceQuery = queryOptions({ queryKey: drawKeys.allowance, queryFn: getAllowance, staleTime: 0, retry: false });

export function useAllowance() {
  const loggedIn = useAuth((state) => Boolean(state.token));
  return useQuery({ ...allowanceQuery, enabled: loggedIn });
}
