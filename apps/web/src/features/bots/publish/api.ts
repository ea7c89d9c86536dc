import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetEmbedBody } from '@inkstone/contract/bots-tob';
import { routes } from '@inkstone/contract/routes/index';
import { call } from '@/shared/api/call.ts';

/** Under the bots' key, so a change to the bot (made public, deleted) asks again too. */
export const publishKeys = { settings: (botId: string) => ['bots', 'embed', botId] as const };

export const embedSettingsQuery = (botId: string) =>
  queryOptions({
    queryKey: publishKeys.settings(botId),
    queryFn: () => call(routes.botsToB.embedSettings, { tableId: botId }),
  });

export function useSetEmbed(botId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SetEmbedBody, 'tableId'>) => call(routes.botsToB.setEmbed, { ...body, tableId: botId }),
    onSuccess: (settings) => client.setQueryData(publishKeys.settings(botId), settings),
  });
}
