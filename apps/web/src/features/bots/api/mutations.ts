import type { Bot, botCreateBody, BotUpdateBody } from '@inkstone/contract/bots';
import { routes } from '@inkstone/contract/routes/index';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/shared/api/call.ts';
import { botKeys } from './keys.ts';

/** After any change, every bot list and bot is asked again (Discover, My bots, the editor, the chat's check). */
const refreshAll = (client: QueryClient) => client.invalidateQueries({ queryKey: botKeys.all });

/** The bot the server answers replaces the cached one at once, so the editor and the chat page agree. */
const keep = (client: QueryClient, bot: Bot) => client.setQueryData(botKeys.one(bot.tableId), bot);

/** Creates a bot. Silent: the form shows a refusal beside its fields. */
export function useCreateBot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof botCreateBody>) => call(routes.bots.create, body, { silent: true }),
    onSuccess: (bot) => {
      keep(client, bot);
      void refreshAll(client);
    },
  });
}

/** Changes some fields of the owner's bot. Silent: the form or tab shows a refusal. */
export function useUpdateBot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BotUpdateBody) => call(routes.bots.update, body, { silent: true }),
    onSuccess: (bot) => {
      keep(client, bot);
      void refreshAll(client);
    },
  });
}

/** Publishes a bot in Discover or makes it private again; a refusal is the API client's toast. */
export function useSetPublic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { tableId: string; isPublic: boolean }) => call(routes.bots.setPublic, body),
    onSuccess: (bot) => {
      keep(client, bot);
      void refreshAll(client);
    },
  });
}

/** Adds a public bot to My bots, or removes it; refusals are toasts. */
export function useBinding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tableId, bound }: { tableId: string; bound: boolean }) =>
      call(bound ? routes.bots.bind : routes.bots.unbind, { tableId }),
    onSettled: () => refreshAll(client),
  });
}

/** Deletes the owner's bot with its knowledge and bindings. */
export function useDeleteBot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tableId: string) => call(routes.bots.del, { tableId }),
    onSuccess: (_done, tableId) => client.removeQueries({ queryKey: botKeys.one(tableId) }),
    onSettled: () => refreshAll(client),
  });
}
