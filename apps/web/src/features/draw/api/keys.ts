import type { QueryClient } from '@tanstack/react-query';

/** Every drawing query key starts with 'draw'; a logout removes them with the rest. */
export const drawKeys = {
  all: ['draw'] as const,
  /** The history pages (an infinite query), newest first. */
  history: ['draw', 'history'] as const,
  /** The look-up of running tasks nothing was heard about, refetched while any runs. */
  watch: ['draw', 'watch'] as const,
  allowance: ['draw', 'allowance'] as const,
};

/** Drawings made elsewhere (another tab): every loaded history page is read again. */
export function refreshHistory(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: drawKeys.history });
}
