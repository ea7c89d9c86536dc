import { routes } from '@inkstone/contract/routes/index';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { botKeys } from './keys.ts';

/** The bot's last daily digest (plugins tab), null before the first; the owner's only. */
export function useLastDigest(botId: string) {
  return useQuery({
    queryKey: [...botKeys.one(botId), 'last-digest'],
    queryFn: ({ signal }) => call(routes.botDigest.lastDigest, { tableId: botId }, { signal, silent: true }),
  });
}
