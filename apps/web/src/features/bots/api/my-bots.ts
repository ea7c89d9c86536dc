import { routes } from '@inkstone/contract/routes/index';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { botKeys } from './keys.ts';

/** My bots (SPEC §7 `myList`): the ones I made, newest first, then the ones I bound. Signed in only. */
export function useMyBots() {
  const signedIn = useAuth((state) => Boolean(state.token));
  return useQuery({
    queryKey: botKeys.mine,
    queryFn: ({ signal }) => call(routes.bots.myList, {}, { signal, silent: true }),
    enabled: signedIn,
  });
}
