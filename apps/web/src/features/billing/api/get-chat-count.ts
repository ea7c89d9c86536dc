import type { ChatCount } from '@inkstone/contract/billing';
import { billingRoutes } from '@inkstone/contract/routes/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { billingKeys } from './keys.ts';

/**
 * SPEC §7: the chat count behind the sidebar meter, asked for the default assistant (botId -1)
 * with the common flag. Silent: the meter shows its own error rather than a toast on every focus.
 */
export function getChatCount(): Promise<ChatCount> {
  return call(billingRoutes.statistics, { roleId: -1, botId: -1, common: 1 }, { silent: true });
}

export const chatCountQuery = queryOptions({ queryKey: billingKeys.chatCount, queryFn: getChatCount });

/** Only a signed-in user has a count; the embed page (role b) never renders the meter. */
export function useChatCount() {
  const loggedIn = useAuth((state) => Boolean(state.token));
  return useQuery({ ...chatCountQuery, enabled: loggedIn });
}
