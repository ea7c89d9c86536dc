import type { Container } from '@inkstone/contract/knowledge';
import type { SourceView } from '@inkstone/contract/knowledge-api';
import { knowledgeRoutes } from '@inkstone/contract/routes/knowledge';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { realtime } from '@/shared/socket/realtime.ts';
import { inProgress } from '../model/status.ts';
import { useSourceCalls } from './calls.ts';
import { knowledgeKeys } from './keys.ts';
import { useKnowledgePushes } from './live.ts';

/** Without the socket, a list with work under way asks again this often (pushes are the norm). */
const FALLBACK_POLL_MS = 4_000;

const running = (sources: SourceView[] | undefined) =>
  (sources ?? []).some(
    (source) => inProgress(source.state) || ['pending', 'queued', 'retrying', 'toRelearn'].includes(source.state),
  );

/**
 * A container's sources, newest first, kept current by the socket's knowledge pushes. When the
 * socket is down, or its pushes go to someone else (a shared notebook's owner), a list with
 * sources still learning is polled instead, so progress never freezes.
 */
export function useSources(container: Container) {
  const calls = useSourceCalls();
  useKnowledgePushes(container);
  return useQuery({
    queryKey: knowledgeKeys.list(container),
    queryFn: ({ signal }) => calls.list(container, signal),
    refetchInterval: (query) =>
      (!calls.pushes || !realtime.connected) && running(query.state.data) ? FALLBACK_POLL_MS : false,
  });
}

/** The state and progress of some sources, wherever they are listed (ids of your own sources). */
export function useSourceStatus(ids: readonly string[]) {
  const sorted = [...ids].sort();
  return useQuery({
    queryKey: [...knowledgeKeys.all, 'status', sorted.join(',')],
    queryFn: ({ signal }) => call(knowledgeRoutes.status, { ids: sorted.join(',') }, { signal }),
    enabled: sorted.length > 0,
  });
}

/** One source with its passages (the viewer's text); `null` id waits. */
export function useSourceDetail(id: string | null) {
  const calls = useSourceCalls();
  return useQuery({
    queryKey: knowledgeKeys.detail(id ?? ''),
    queryFn: ({ signal }) => calls.get(id!, signal),
    enabled: id !== null,
  });
}
