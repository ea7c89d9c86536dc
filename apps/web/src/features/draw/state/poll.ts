import { isLoggedIn } from '@/shared/stores/auth.ts';
import { getImagePage } from '../api/draw-calls.ts';
import { currentEpoch, useDraw } from './store.ts';

/**
 * The light fallback for a missed push: while a task runs, a task nothing was heard about for
 * QUIET_MS is looked up in the history call (page 1, then a few more while it is not found).
 * Pushes stay the main path; with them arriving, no call is made.
 */
export const POLL_MS = 4_000;
export const QUIET_MS = 4_000;
const MAX_PAGES = 3;

let timer: ReturnType<typeof setInterval> | null = null;
let inFlight = false;
let refreshTimer: ReturnType<typeof setTimeout> | null = null;

const runningTasks = () => useDraw.getState().messages.filter((message) => message.type === 'response' && message.code === '01' && message.mjTaskId);

export function watchRunningTasks(): void {
  if (!timer) timer = setInterval(() => void poll(), POLL_MS);
}

export function stopWatching(): void {
  if (timer) clearInterval(timer);
  if (refreshTimer) clearTimeout(refreshTimer);
  timer = null;
  refreshTimer = null;
}

export async function poll(now = Date.now()): Promise<void> {
  const running = runningTasks();
  if (!running.length || !isLoggedIn()) {
    if (timer) clearInterval(timer);
    timer = null;
    return;
  }
  if (inFlight) return;
  const wanted = new Set(running.filter((message) => now - (message.heardAt ?? 0) >= QUIET_MS).map((message) => message.mjTaskId!));
  if (!wanted.size) return;
  inFlight = true;
  const epoch = currentEpoch();
  try {
    for (let current = 1; current <= MAX_PAGES && wanted.size; current += 1) {
      const page = await getImagePage(current, { silent: true });
      if (epoch !== currentEpoch()) return;
      const known = new Set(useDraw.getState().messages.map((message) => message.mjTaskId));
      // Page 1 is the newest: all of it belongs in the list; later pages only update what is shown.
      useDraw.getState().merge(current === 1 ? page.records : page.records.filter((record) => known.has(record.mjTaskId)));
      for (const record of page.records) wanted.delete(record.mjTaskId);
      if (page.current >= page.pages) break;
    }
    // Not found: asked about again after another quiet spell, not on every tick.
    const { messages, patchTask } = useDraw.getState();
    for (const message of messages) if (message.type === 'response' && message.mjTaskId && wanted.has(message.mjTaskId)) patchTask(message.msgId, { heardAt: now });
  } catch {
    // The next tick asks again.
  } finally {
    inFlight = false;
  }
}

/** A push about a task this list does not hold (drawn in another tab): page 1 is read again, once for a burst. */
export function refreshSoon(delayMs = 500): void {
  if (refreshTimer || !isLoggedIn() || !useDraw.getState().history.loaded) return;
  refreshTimer = setTimeout(() => {
    refreshTimer = null;
    const epoch = currentEpoch();
    getImagePage(1, { silent: true })
      .then((page) => {
        if (epoch !== currentEpoch()) return;
        useDraw.getState().merge(page.records);
        useDraw.getState().setHistory({ total: page.total, pages: page.pages });
        if (page.records.some((record) => record.code === '01')) watchRunningTasks();
      })
      .catch(() => undefined);
  }, delayMs);
}
