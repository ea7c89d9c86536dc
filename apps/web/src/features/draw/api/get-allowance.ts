import type { DrawAllowance } from '@inkstone/contract/draw';
import { routes } from '@inkstone/contract/routes/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { drawKeys } from './keys.ts';

/** Today's counted drawings and the limit that applies. */
export const getAllowance = (): Promise<DrawAllowance> => call(routes.draw.allowance, undefined, { silent: true });

/**
 * Read again whenever usage may have changed (`followAllowance` invalidates it); a failed read
 * keeps the number shown, and a newer read cancels an older one still on its way.
 */
export const allowanceQuery = queryOptions({
  queryKey: drawKeys.allowance,
  queryFn: getAllowance,
  staleTime: 0,
  retry: false,
});

export function useAllowance() {
  const loggedIn = useAuth((state) => Boolean(state.token));
  return useQuery({ ...allowanceQuery, enabled: loggedIn });
}
