import type { Envelope } from '@inkstone/contract/envelope';
import { ResultCode } from '@inkstone/contract/envelope';

/** Wraps a successful answer in the envelope every call returns. */
export function ok<T>(data: T): Envelope<T> {
  return { code: ResultCode.ok, msg: 'success', data };
}
