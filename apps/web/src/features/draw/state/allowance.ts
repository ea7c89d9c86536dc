import type { QueryClient } from '@tanstack/react-query';
import { appEvents } from '@/shared/session/events.ts';
import { drawKeys } from '../api/keys.ts';

/**
 * Today's drawing allowance is read again whenever usage may have changed: after a drawing is
 * accepted or fails (it is given back), and when the window regains focus (a plan bought in
 * another tab). The returned stop forgets the number (a logout).
 */
export function followAllowance(client: QueryClient): () => void {
  const refresh = () => void client.invalidateQueries({ queryKey: drawKeys.allowance });
  appEvents.on('usageChanged', refresh);
  window.addEventListener('focus', refresh);
  return () => {
    appEvents.off('usageChanged', refresh);
    window.removeEventListener('focus', refresh);
    client.removeQueries({ queryKey: drawKeys.allowance });
  };
}
