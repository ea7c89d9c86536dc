import { APICallError, RetryError } from 'ai';
import { describe, expect, it } from 'vitest';
import { ModelError, toModelError } from './errors.ts';

const apiError = (statusCode: number | undefined, cause?: unknown) =>
  new APICallError({
    message: `status ${statusCode}`,
    url: 'http://upstream',
    requestBodyValues: {},
    statusCode,
    cause,
  });

describe('toModelError', () => {
  it('maps HTTP answers by status', () => {
    expect(toModelError(apiError(500), 'p')).toMatchObject({
      kind: 'upstream_http',
      status: 500,
      key: 'ai.upstreamError',
    });
    expect(toModelError(apiError(429), 'p')).toMatchObject({
      kind: 'rate_limited',
      status: 429,
      key: 'ai.rateLimited',
    });
    expect(toModelError(apiError(529), 'p')).toMatchObject({ kind: 'rate_limited' });
    expect(toModelError(apiError(401), 'p')).toMatchObject({ kind: 'auth', key: 'ai.auth' });
    expect(toModelError(apiError(403), 'p')).toMatchObject({ kind: 'auth' });
    expect(toModelError(apiError(404), 'p')).toMatchObject({ kind: 'upstream_http', status: 404 });
  });

  it('reads a broken body or a failed connection as a connection error', () => {
    const terminated = new TypeError('terminated', {
      cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
    });
    expect(toModelError(apiError(200, terminated), 'p')).toMatchObject({ kind: 'disconnected', key: 'ai.streamError' });
    expect(toModelError(apiError(undefined), 'p')).toMatchObject({ kind: 'disconnected' });
    expect(toModelError(Object.assign(new Error('reset'), { code: 'ECONNRESET' }), 'p')).toMatchObject({
      kind: 'disconnected',
    });
  });

  it('does not call an unreadable 200 answer a disconnect', () => {
    expect(toModelError(apiError(200, new SyntaxError('Unexpected token')), 'p')).toMatchObject({
      kind: 'upstream_http',
    });
  });

  it('unwraps the last error of a retry', () => {
    const retry = new RetryError({
      message: 'gave up',
      reason: 'maxRetriesExceeded',
      errors: [apiError(503), apiError(429)],
    });
    expect(toModelError(retry, 'p')).toMatchObject({ kind: 'rate_limited', status: 429 });
  });

  it('classifies errors reported inside the stream', () => {
    expect(
      toModelError({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }, 'anthropic'),
    ).toMatchObject({
      kind: 'rate_limited',
      details: { upstreamMessage: 'Overloaded' },
    });
    expect(toModelError({ code: 503, message: 'unavailable', status: 'UNAVAILABLE' }, 'google')).toMatchObject({
      kind: 'upstream_http',
      status: 503,
    });
    expect(toModelError({ message: 'boom', type: 'server_error', code: null }, 'openai')).toMatchObject({
      kind: 'upstream_http',
    });
  });

  it('keeps a ModelError as it is and names the provider for logs', () => {
    const error = new ModelError('timeout', { provider: 'gemini' });
    expect(toModelError(error, 'other')).toBe(error);
    expect(toModelError(apiError(500), 'deepseek').message).toBe('deepseek: upstream_http (500): status 500');
  });
});
