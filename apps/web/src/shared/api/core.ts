import { errorEnvelope, ResultCode } from '@inkstone/contract/envelope';
import { logout } from '../session/logout.ts';
import { ApiError } from './errors.ts';
import { openUpgradePathFor } from './quota.ts';
import { reportApiError } from './report.ts';

/**
 * The one reading of an answer, shared by the JSON client, the stream client and uploads: the
 * contract's envelope gives `data` on code 200 and an ApiError otherwise. An HTTP 401 counts as
 * 401 whatever the envelope says, so a proxy's or an old server's answer still signs out.
 */
export function openEnvelope(status: number, payload: unknown): unknown {
  const parsed = errorEnvelope.safeParse(payload);
  const unauthorized = status === ResultCode.unauthorized;
  if (!parsed.success) throw new ApiError('invalid', `HTTP ${status}`, unauthorized ? ResultCode.unauthorized : null);
  const { code, msg, type, data } = parsed.data;
  if (code === ResultCode.ok) return data;
  throw new ApiError('envelope', msg, unauthorized ? ResultCode.unauthorized : code, type ?? null, data);
}

/**
 * SPEC §8 for every failed call, whatever carried it: a 401 signs out, the failure is shown as
 * a toast unless the caller shows its own, and a quota refusal opens the plan panel. Returns the
 * error so callers can `throw settleFailure(…)`.
 */
export function settleFailure(error: ApiError, options: { silent?: boolean } = {}): ApiError {
  if (error.isUnauthorized) logout();
  if (!options.silent) reportApiError(error);
  openUpgradePathFor(error);
  return error;
}
