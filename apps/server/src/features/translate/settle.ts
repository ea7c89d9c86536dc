import type { Platform } from '../../platform/platform.ts';
import { claimSettlement, givePagesBack, type TaskFields } from './store.ts';
import type { StoredPage, TranslateTaskRow } from './tables.ts';

/** A page the owner received translated: not failed, and not an offline page (nothing was translated). */
const delivered = (page: StoredPage) => !page.failed && !page.offline;

export const deliveredPages = (row: Pick<TranslateTaskRow, 'pages'>) =>
  Object.values(row.pages).filter(delivered).length;

/**
 * Ends a task's accounting once (with `fields`, e.g. its final status): the pages taken on
 * acceptance but not delivered (failed, offline, cancelled or never reached) go back to the
 * owner's allowance of the day they were taken from. Null when it was settled already.
 */
export async function settle(
  platform: Pick<Platform, 'db' | 'clock'>,
  row: Pick<TranslateTaskRow, 'id'>,
  fields: TaskFields = {},
): Promise<TranslateTaskRow | null> {
  const settled = await claimSettlement(platform.db, row.id, fields, platform.clock.now());
  if (!settled) return null;
  await givePagesBack(platform.db, settled.userId, settled.chargedDay, settled.chargedPages - deliveredPages(settled));
  return settled;
}
