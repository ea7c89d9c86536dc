import { chatPublishRoutes as table } from '@inkstone/contract/routes/chat-publish';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';

const sharedKey = ['chat', 'shared'] as const;

/** My published chats (the settings list). */
export function useSharedChats() {
  return useQuery({
    queryKey: sharedKey,
    queryFn: ({ signal }) => call(table.shared, {}, { signal, silent: true }),
    select: (answer) => answer.records,
  });
}

/** Publishes (or updates) a conversation's page: the chosen answers' tableIds, all when left out. */
export function useShareChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { sessionId: string; tableIds?: number[]; title?: string }) =>
      call(
        table.share,
        {
          sessionId: input.sessionId,
          ...(input.tableIds ? { tableIds: input.tableIds.join(',') } : {}),
          ...(input.title ? { title: input.title } : {}),
        },
        { silent: true },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: sharedKey }),
  });
}

export function useUnshareChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => call(table.unshare, { sessionId }, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: sharedKey }),
  });
}
