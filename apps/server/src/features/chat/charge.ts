import type { Platform } from '../../platform/platform.ts';
import { refundCharge, type Grant } from '../billing/service.ts';

type Ctx = Pick<Platform, 'db' | 'config' | 'clock'>;

/**
 * A question's charge, settled exactly once: kept when the model produced the answer, given
 * back otherwise (nothing came, a fault of ours, or only the offline engine's fixed notice).
 */
export function heldCharge(platform: Ctx, grant: Grant) {
  let settled = false;
  return {
    async settle(keep: boolean) {
      if (settled) return;
      settled = true;
      // A refund that fails too means the database is gone; the first fault is the one to report.
      if (!keep) await refundCharge(platform, grant).catch(() => {});
    },
  };
}
