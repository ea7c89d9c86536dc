import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getImagePage } from '../api/get-image-page.ts';
import { drawKeys, refreshHistory } from '../api/keys.ts';
import { currentEpoch, useDraw } from './store.ts';
import type { ImageMessage } from './types.ts';

/**
 * The light fallback for a missed push: while a task runs, the watch query is refetched every
 * POLL_MS, and a task nothing was heard about for QUIET_MS is looked up in the history call
 * (page 1, then a few more while it is not found). Pushes stay the main path; with them
 * arriving, no call is made.
 */
export const POLL_MS = 4_000;
export const QUIET_MS = 4_000;
const MAX_PAGES = 3;

const isRunning = (message: ImageMessage) =>
  message.type === 'response' && message.code === '01' && Boolean(message.mjTaskId);

/** Asks about the quiet running tasks; answers how many it asked about (0: no call made). */
export async function lookUpQuietTasks(now = Date.now()): Promise<number> {
  const running = useDraw.getState().messages.filter(isRunning);
  const wanted = new Set(
    running.filter((message) => now - (message.heardAt ?? 0) >= QUIET_MS).map((message) => message.mjTaskId!),
  );
  const asked = wanted.size;
  if (!asked) return 0;
  const epoch = currentEpoch();
  for (let current = 1; current <= MAX_PAGES && wanted.size; current += 1) {
    const page = await getImagePage(current);
    if (epoch !== currentEpoch()) return asked;
    const known = new Set(useDraw.getState().messages.map((message) => message.mjTaskId));
    // Page 1 is the newest: all of it belongs in the list; later pages only update what is shown.
    useDraw
      .getState()
      .merge(current === 1 ? page.records : page.records.filter((record) => known.has(record.mjTaskId)));
    for (const record of page.records) wanted.delete(record.mjTaskId);
    if (page.current >= page.pages) break;
  }
  // Not found: asked about again after another quiet spell, not on every tick.
  const { messages, patchTask } = useDraw.getState();
  for (const message of messages)
    if (isRunning(message) && wanted.has(message.mjTaskId!)) patchTask(message.msgId, { heardAt: now });
  return asked;
}

/** Refetched while a task of a signed-in user runs, also in a hidden tab; a failed look-up waits for the next tick. */
export function useTaskWatch(loggedIn: boolean) {
  const running = useDraw((state) => state.messages.some(isRunning));
  return useQuery({
    queryKey: drawKeys.watch,
    queryFn: () => lookUpQuietTasks(),
    enabled: loggedIn && running,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

let refreshTimer: ReturnType<typeof setTimeout> | null = null;

/** A push about a task this list does not hold (drawn in another tab): the history is read again, once for a burst. */
export function refreshSoon(client: QueryClient, delayMs = 500): void {
  if (refreshTimer || !client.getQueryData(drawKeys.history)) return;
  refreshTimer = setTimeout(() => {
    refreshTimer = null;
    void refreshHistory(client);
  }, delayMs);
}

export function stopWatching(): void {
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = null;
}
