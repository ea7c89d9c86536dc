import type { Platform } from '../../platform/platform.ts';
import { refundCharge, type Grant } from '../billing/service.ts';

type Ctx = Pick<Platform, 'db' | 'config' | 'clock'>;

/**
 * A question's charge, settled exactly once: kept when the model produced the answer, given
 * back otherwise (nothing came, a fault of ours, or only the offline engine's fixed notice).
 * A charge still being made is waited for; one that was refused has nothing to give back.
 */
export function heldCharge(platform: Ctx, grant: Grant | Promise<Grant>) {
  let settled = false;
  return {
    async settle(keep: boolean) {
      if (settled) return;
      settled = true;
      if (keep) return;
      const taken = await Promise.resolve(grant).catch(() => null);
      // A refund that fails too means the database is gone; the first fault is the one to report.
      if (taken) await refundCharge(platform, taken).catch(() => {});
    },
  };
}
