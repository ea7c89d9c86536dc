import { routes } from '@inkstone/contract/routes/index';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { chatKeys } from './keys.ts';

/**
 * The reader's latest conversation beside a page — a notebook's, or a writing document's — if any
 * (SPEC §7 topics with features and projectId): a panel's chat picks it up on a first visit.
 */
export function useLatestConversation(features: 'notebook' | 'write', projectId: string, wanted: boolean) {
  return useQuery({
    queryKey: [...chatKeys.topics, features, projectId],
    queryFn: ({ signal }) =>
      call(routes.chat.topics, { current: 1, size: 1, features, projectId }, { signal, silent: true }),
    enabled: wanted,
    // Asked afresh on every visit: a conversation begun in the last one must be found.
    gcTime: 0,
    select: (page) => page.records[0]?.msgId ?? null,
  });
}
