/**
 * Why a call failed: the server answered with an envelope code other than 200, the network
 * failed, our timeout fired, the caller aborted, or the answer was not an envelope at all.
 */
export type ApiErrorKind = 'envelope' | 'network' | 'timeout' | 'aborted' | 'invalid';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly code: number | null = null,
    readonly type: 'WARN' | 'ERROR' | null = null,
    readonly data: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isUnauthorized(): boolean {
    return this.code === 401;
  }
}
