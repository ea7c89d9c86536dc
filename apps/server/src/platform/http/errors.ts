import { ResultCode } from '@inkstone/contract/envelope';
import type { MessageKey } from '@inkstone/contract/messages';

/**
 * The one error type services throw. It carries a catalogue key, not words, so the edge can
 * answer in the request's language; `warn` asks the client for a warning toast.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly options: { warn?: boolean; data?: unknown } = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(ResultCode.notFound, 'errors.notFound');
export const forbidden = () => new AppError(ResultCode.forbidden, 'errors.forbidden');
export const unauthorized = () => new AppError(ResultCode.unauthorized, 'errors.unauthorized');
export const invalid = (key: MessageKey = 'errors.invalidRequest', params: Record<string, string | number> = {}) =>
  new AppError(ResultCode.invalid, key, params);
