import type { Container, SourceState } from '@inkstone/contract/knowledge';
import type { KnowledgePush } from '@inkstone/contract/routes/pushes';
import { act } from '@testing-library/react';
import { catchPushes } from '@/shared/socket/testing.ts';

/**
 * Catches the handlers the hooks give the app's socket client, so a test can deliver a
 * knowledge push as the socket would (already parsed with the contract's schema).
 */
export function catchKnowledgePushes() {
  const caught = catchPushes<KnowledgePush>('knowledge');
  return {
    get count() {
      return caught.count;
    },
    // Async: the query cache tells its observers on a later tick.
    send: (push: KnowledgePush) =>
      act(async () => {
        caught.deliver(push);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }),
  };
}

export function knowledgePush(
  id: string,
  state: SourceState,
  container: Container,
  progress = 0,
  error: string | null = null,
): KnowledgePush {
  const status =
    state === 'learned' ? 'done' : state === 'failed' ? 'failed' : state === 'learning' ? 'running' : 'queued';
  return { type: 'knowledge', taskId: id, knowledgeId: id, state, container, status, progress, error };
}
