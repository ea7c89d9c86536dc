import { formatSize } from '@inkstone/contract/files';
import { ResultCode } from '@inkstone/contract/envelope';
import { AppError } from '../http/errors.ts';

/**
 * What the fetcher throws, as catalogue keys so a user reads the reason in their language.
 * Callers tell passing trouble (`timeout`, `unreachable`: worth a retry) from a refusal by key.
 */
export const fetchErrors = {
  invalidAddress: () => new AppError(ResultCode.invalid, 'fetch.invalidAddress'),
  privateAddress: () => new AppError(ResultCode.invalid, 'fetch.privateAddress'),
  tooManyRedirects: (limit: number) => new AppError(ResultCode.invalid, 'fetch.tooManyRedirects', { limit }),
  tooLarge: (maxBytes: number) => new AppError(ResultCode.tooLarge, 'fetch.tooLarge', { limit: formatSize(maxBytes) }),
  timeout: (timeoutMs: number) =>
    new AppError(ResultCode.invalid, 'fetch.timeout', { seconds: Math.max(1, Math.round(timeoutMs / 1000)) }),
  unreachable: () => new AppError(ResultCode.invalid, 'fetch.unreachable'),
};

/** The keys of passing trouble: the same address may well answer on a later try. */
export const PASSING_FETCH_ERRORS = new Set(['fetch.timeout', 'fetch.unreachable']);
