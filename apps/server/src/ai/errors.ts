import { APICallError, InvalidResponseDataError, RetryError } from 'ai';
import type { StreamResult } from './stream-result.ts';

/**
 * What went wrong with a model call, in terms the chat can act on. `upstream_http`: the
 * provider answered an HTTP error (status kept); `rate_limited`: 429 or an overload
 * answer; `auth`: 401/403, the server's key is wrong (an operator problem, not the user's);
 * `disconnected`: the connection failed or dropped mid-answer; `timeout`: the upstream
 * stopped sending for longer than the stall limit; `unavailable`: the model is not
 * configured on this deployment.
 */
export type ModelErrorKind = 'upstream_http' | 'rate_limited' | 'auth' | 'disconnected' | 'timeout' | 'unavailable';

/**
 * Catalogue keys for packages/contract/src/messages.ts (to be added there; this layer does
 * not own the catalogue). Texts of SPEC.md §8 are used where SPEC has them.
 */
export type AiMessageKey =
  'ai.upstreamError' | 'ai.rateLimited' | 'ai.auth' | 'ai.streamError' | 'ai.timeout' | 'ai.modelUnavailable';

const keyOf: Record<ModelErrorKind, AiMessageKey> = {
  upstream_http: 'ai.upstreamError',
  rate_limited: 'ai.rateLimited',
  auth: 'ai.auth',
  disconnected: 'ai.streamError',
  timeout: 'ai.timeout',
  unavailable: 'ai.modelUnavailable',
};

/** The error's message, for logs: provider, kind, then the status and the provider's words when known. */
const logLine = (kind: ModelErrorKind, details: { provider: string; status?: number; upstreamMessage?: string }) =>
  `${details.provider}: ${kind}` +
  (details.status ? ` (${details.status})` : '') +
  (details.upstreamMessage ? `: ${details.upstreamMessage}` : '');

export class ModelError extends Error {
  readonly key: AiMessageKey;

  constructor(
    readonly kind: ModelErrorKind,
    readonly details: {
      provider: string;
      status?: number;
      /** The provider's own words, for logs only: it may name keys or quotas. */
      upstreamMessage?: string;
      cause?: unknown;
    },
  ) {
    super(logLine(kind, details), { cause: details.cause });
    this.name = 'ModelError';
    this.key = keyOf[kind];
  }

  /** Whatever was streamed before the failure; set by `complete()` for callers that await a whole answer. */
  partial?: StreamResult;

  get status(): number | undefined {
    return this.details.status;
  }
}

/** Maps whatever the AI SDK or the network threw into a ModelError. */
export function toModelError(error: unknown, provider: string): ModelError {
  if (error instanceof ModelError) return error;
  if (RetryError.isInstance(error)) return toModelError(error.lastError, provider);
  const upstreamMessage = messageOf(error);
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    // No status: the connection failed. A 2xx status: the answer had started and its body broke off.
    if (status === undefined || (status < 300 && isNetworkError(error.cause))) {
      return new ModelError('disconnected', { provider, upstreamMessage, cause: error });
    }
    if (status < 300) return new ModelError('upstream_http', { provider, upstreamMessage, cause: error });
    return new ModelError(kindOfStatus(status), { provider, status, upstreamMessage, cause: error });
  }
  if (isNetworkError(error) || endedEarly(error))
    return new ModelError('disconnected', { provider, upstreamMessage, cause: error });
  // Errors reported inside an open stream (Anthropic's `error` event, `{"error": …}` chunks),
  // which the SDK hands on as objects, and answers it could not parse.
  const status = statusOf(error);
  const rateLimited =
    status === 429 || status === 529 || /rate.?limit|overloaded|RESOURCE_EXHAUSTED/i.test(codesOf(error));
  return new ModelError(rateLimited ? 'rate_limited' : 'upstream_http', {
    provider,
    status,
    upstreamMessage,
    cause: error,
  });
}

function kindOfStatus(status: number): ModelErrorKind {
  if (status === 429 || status === 529) return 'rate_limited';
  if (status === 401 || status === 403) return 'auth';
  return 'upstream_http';
}

/** undici's "terminated"/"fetch failed" and socket codes, anywhere along the cause chain. */
function isNetworkError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const code = 'code' in error ? String(error.code) : '';
  if (/^(ECONN|EPIPE|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|UND_ERR)/.test(code)) return true;
  if (error instanceof TypeError && /terminated|fetch failed|network/i.test(error.message)) return true;
  return 'cause' in error && isNetworkError(error.cause, depth + 1);
}

/** The OpenAI-compatible provider's own verdict on a body that ended before its finish chunk. */
function endedEarly(error: unknown): boolean {
  return InvalidResponseDataError.isInstance(error) && /ended without a finish reason/i.test(error.message);
}

/** The provider's error object, whether it came wrapped as `{error: {...}}` or bare. */
function bodyOf(error: unknown): Record<string, unknown> {
  if (!error || typeof error !== 'object') return {};
  const inner = 'error' in error ? error.error : undefined;
  return (inner && typeof inner === 'object' ? inner : error) as Record<string, unknown>;
}

function statusOf(error: unknown): number | undefined {
  const code = bodyOf(error).code;
  return typeof code === 'number' && code >= 400 && code < 600 ? code : undefined;
}

function codesOf(error: unknown): string {
  const body = bodyOf(error);
  return [body.type, body.code, body.status].filter((value) => value !== undefined).join(' ');
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  const message = bodyOf(error).message;
  return typeof message === 'string' ? message : JSON.stringify(error);
}
