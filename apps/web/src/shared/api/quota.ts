import { ResultCode } from '@inkstone/contract/envelope';
import { useDialogs } from '../stores/dialogs.ts';
import type { ApiError } from './errors.ts';

export type UpgradeTarget = 'qa' | 'drawing';

/**
 * A chat or drawing call refused for quota answers 402 with `data.upgrade`: the plan that
 * would lift the limit, or null when no purchase helps (a Pro user's fair-use cap).
 */
export function upgradeTargetOf(error: Pick<ApiError, 'code' | 'data'>): UpgradeTarget | null {
  if (error.code !== ResultCode.quotaExceeded) return null;
  const upgrade = (error.data as { upgrade?: unknown } | null | undefined)?.upgrade;
  return upgrade === 'qa' || upgrade === 'drawing' ? upgrade : null;
}

/**
 * The upgrade path (issue 5): every call that goes through the API client opens the plan
 * panel on a quota refusal, so chat and drawing get it without knowing about billing. The
 * streaming client calls this too with the error it builds from a refused stream.
 */
export function openUpgradePathFor(error: Pick<ApiError, 'code' | 'data'>): boolean {
  const target = upgradeTargetOf(error);
  if (!target) return false;
  useDialogs.getState().openPlans({ focus: target, limitReached: true });
  return true;
}
