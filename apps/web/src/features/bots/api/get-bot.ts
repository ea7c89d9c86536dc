import { routes } from '@inkstone/contract/routes/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { botKeys } from './keys.ts';

/** SPEC §3: -1 is the default assistant, which always exists and is never asked for. */
export const DEFAULT_BOT_ID = '-1';

export { botKeys };

/**
 * One bot by its id (SPEC §7 bots `get`). Silent: a bot the server does not know (or a private
 * bot of someone else, which reads the same) is shown as "not available" by the page, not as a toast.
 */
export const botQuery = (id: string) =>
  queryOptions({
    queryKey: botKeys.one(id),
    queryFn: () => call(routes.bots.get, { tableId: id }, { silent: true }),
    retry: false,
    staleTime: 5 * 60_000,
  });

export type BotAvailability = 'checking' | 'available' | 'unavailable';

/** Whether `/bot/c/{id}` has a bot to chat with: the default assistant, or one the server knows. */
export function useBotAvailability(id: string): BotAvailability {
  const isDefault = id === DEFAULT_BOT_ID;
  const bot = useQuery({ ...botQuery(id), enabled: !isDefault });
  if (isDefault) return 'available';
  if (bot.isPending) return 'checking';
  return bot.isSuccess && bot.data ? 'available' : 'unavailable';
}

/** A bot for its editor: asked afresh on each visit, as the owner may have changed it elsewhere. */
export const useBot = (id: string) => useQuery({ ...botQuery(id), staleTime: 0 });
