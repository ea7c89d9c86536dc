import type { Db } from '../../platform/db/client.ts';
import type { Platform } from '../../platform/platform.ts';
import { chargeForQuestion, refundCharge, type Grant } from '../billing/service.ts';

type Ctx = Pick<Platform, 'db' | 'config' | 'clock'>;

/**
 * Charges a question and writes it down in one transaction: when the write fails (any
 * database error), the quota row rolls back with it, so no charge is left behind.
 */
export function chargeWhileWriting<T>(
  platform: Ctx,
  userId: number,
  premium: boolean,
  write: (db: Db) => Promise<T>,
): Promise<{ grant: Grant; written: T }> {
  return platform.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const grant = await chargeForQuestion({ ...platform, db }, userId, { premium });
    return { grant, written: await write(db) };
  });
}

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
