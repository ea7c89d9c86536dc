import { ImageModelError } from './types.ts';

/**
 * One JSON (or multipart) call to an image service, with a deadline and the error rules
 * both adapters share: network trouble, 429 and 5xx may pass, so they are retried; other
 * answers are final. `reason` is kept only for refusals the user should read.
 */
export type CallOptions = {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
  signal: AbortSignal;
  fetch?: typeof fetch;
};

export async function callJson<T>(
  url: string,
  options: CallOptions,
  refusal?: (status: number, body: unknown) => string | null,
): Promise<T> {
  const signal = AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]);
  const isForm = options.body instanceof FormData;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: options.method,
      headers: { ...(options.body && !isForm ? { 'content-type': 'application/json' } : {}), ...options.headers },
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    if (options.signal.aborted) throw error;
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new ImageModelError(
      `${options.method} ${new URL(url).pathname}: ${timedOut ? 'timed out' : (error as Error).message}`,
      { final: timedOut },
    );
  }
  const text = await response.text().catch(() => '');
  const body = parseJson(text);
  if (!response.ok) {
    const retry = response.status === 429 || response.status >= 500;
    throw new ImageModelError(
      `${options.method} ${new URL(url).pathname} answered ${response.status}: ${text.slice(0, 300)}`,
      {
        final: !retry,
        reason: refusal?.(response.status, body) ?? null,
      },
    );
  }
  return body as T;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}
