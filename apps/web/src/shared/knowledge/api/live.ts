import { botStatusCode, notebookStatus, type Container } from '@inkstone/contract/knowledge';
import type { SourceView } from '@inkstone/contract/knowledge-api';
import { type KnowledgePush, knowledgePushSchema } from '@inkstone/contract/routes/pushes';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '@/shared/socket/realtime.ts';
import { knowledgeKeys } from './keys.ts';

/** States whose words (the reason, the passage count) only the server has: ask for them again. */
const settled = new Set(['learned', 'failed', 'cancelled', 'forgotten']);

/**
 * Applies one knowledge push to the container's cached list, by source id: its state, both
 * readings of it and its progress change at once. A source that settled (or one this list has
 * not seen, added elsewhere) is fetched again for what a push does not carry: the reason in the
 * reader's language, the passage count.
 */
export function applyKnowledgePush(client: QueryClient, container: Container, push: KnowledgePush): void {
  if (push.container.kind !== container.kind || push.container.id !== container.id) return;
  const key = knowledgeKeys.list(container);
  let known = false;
  client.setQueryData<SourceView[]>(key, (list) =>
    list?.map((source) => {
      if (source.id !== push.knowledgeId) return source;
      known = true;
      return {
        ...source,
        state: push.state,
        notebookStatus: notebookStatus(push.state),
        botStatus: botStatusCode(push.state),
        progress: push.progress,
      };
    }),
  );
  if (!known || settled.has(push.state)) void client.invalidateQueries({ queryKey: key });
  if (push.state === 'learned' || push.state === 'forgotten')
    void client.invalidateQueries({ queryKey: knowledgeKeys.detail(push.knowledgeId) });
}

/** Follows the socket's knowledge pushes for one container while the caller is mounted. */
export function useKnowledgePushes(container: Container): void {
  const client = useQueryClient();
  const { kind, id } = container;
  useEffect(
    () =>
      realtime.subscribe('knowledge', knowledgePushSchema, (push) => applyKnowledgePush(client, { kind, id }, push)),
    [client, kind, id],
  );
}
