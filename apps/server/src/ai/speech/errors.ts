/**
 * What went wrong with a speech-recognition call, in terms a job can act on:
 * `rate_limited` (429: wait `retryAfterMs` when the provider said, then retry);
 * `unavailable` (5xx, connection refused or dropped, no answer within the time limit: retry
 * with backoff); `refused` (any other 4xx — a wrong key, an unsupported file, a model the
 * server does not have: retrying the same request will not help; `providerMessage` says why);
 * `bad_response` (2xx whose body is not the documented transcription shape).
 */
export type SpeechErrorKind = 'rate_limited' | 'unavailable' | 'refused' | 'bad_response';

export class SpeechError extends Error {
  constructor(
    readonly kind: SpeechErrorKind,
    readonly details: {
      status?: number;
      retryAfterMs?: number;
      /** The provider's own words, for logs and operators: it may name keys or quotas. */
      providerMessage?: string;
      cause?: unknown;
    } = {},
  ) {
    super(
      `speech recognition: ${kind}` +
        (details.status ? ` (${details.status})` : '') +
        (details.providerMessage ? `: ${details.providerMessage}` : ''),
      { cause: details.cause },
    );
    this.name = 'SpeechError';
  }

  /** Whether trying again later can succeed (the job's retry decision). */
  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'unavailable';
  }
}
