import type { DrawAllowance } from '@inkstone/contract/draw';
import { create } from 'zustand';
import { appEvents } from '@/shared/session/events.ts';
import { getAllowance } from '../api/draw-calls.ts';

/**
 * Today's drawing allowance, shown on the page before it runs out. Read again whenever usage
 * may have changed: after a drawing is accepted or fails (it is given back), and when the
 * window regains focus (a plan bought in another tab).
 */
type AllowanceState = { allowance: DrawAllowance | null; refresh: () => Promise<void> };

let asked = 0;
export const useAllowance = create<AllowanceState>()((set) => ({
  allowance: null,
  refresh: async () => {
    // Only the latest answer counts, so a slow early one cannot show an old number.
    const ticket = ++asked;
    const allowance = await getAllowance().catch(() => null);
    if (ticket === asked && allowance) set({ allowance });
  },
}));

/** Follows usage while the signed-in page is mounted; the returned stop forgets the number (a logout). */
export function followAllowance(): () => void {
  const refresh = () => void useAllowance.getState().refresh();
  refresh();
  appEvents.on('usageChanged', refresh);
  window.addEventListener('focus', refresh);
  return () => {
    asked += 1;
    useAllowance.setState({ allowance: null });
    appEvents.off('usageChanged', refresh);
    window.removeEventListener('focus', refresh);
  };
}
