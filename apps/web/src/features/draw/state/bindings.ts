import { drawPushSchema } from '@inkstone/contract/routes/pushes';
import type { QueryClient } from '@tanstack/react-query';
import { appEvents } from '@/shared/session/events.ts';
import { onLogout } from '@/shared/session/logout.ts';
import { realtime } from '@/shared/socket/realtime.ts';
import { abortUploads } from './bag.ts';
import { refreshSoon, stopWatching } from './poll.ts';
import { useDraw } from './store.ts';

let bound = false;

/**
 * Subscribes the drawing store to socket pushes and logouts once, when the page first loads.
 * It outlives the page's effects on purpose: a kept-alive page that is hidden still follows
 * its tasks, and a logout clears image messages and the bag (SPEC §4).
 */
export function bindDrawStore(client: QueryClient): void {
  if (bound) return;
  bound = true;
  // The socket client hands over pushes already parsed with the contract's schema.
  realtime.subscribe('draw', drawPushSchema, (push) => {
    const known = useDraw.getState().push(push);
    // A failed drawing is given back: the allowance shown should say so.
    if (push.code === '02') appEvents.emit('usageChanged');
    // A running task is followed by the task watch (state/poll.ts) as long as it runs.
    if (!known) refreshSoon(client);
  });
  onLogout(() => {
    abortUploads();
    stopWatching();
    useDraw.getState().clear();
  });
}
