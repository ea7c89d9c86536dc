import { routes } from '@inkstone/contract/routes/index';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { botKeys } from './keys.ts';

/**
 * The models a bot may be based on: the chat models of the edition's catalogue (SPEC §3 model
 * entries), hidden ones included (a bot may choose them); image models cannot hold a conversation.
 * Asked through the contract's route, not the chat feature (features do not import each other).
 */
export function useBotModels() {
  return useQuery({
    queryKey: botKeys.models,
    queryFn: ({ signal }) => call(routes.chat.models, undefined, { signal, silent: true }),
    select: (entries) => entries.filter((entry) => entry.kind === 'chat'),
    staleTime: 5 * 60_000,
  });
}
