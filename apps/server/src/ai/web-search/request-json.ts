import { SearchFault } from './types.ts';

/**
 * One call to a search API the operator configured (their own SearXNG, or a vendor's address):
 * plain fetch, not the user-address fetcher, since the operator chose where it points. Any
 * fault becomes a SearchFault the chat can explain; the answer body is JSON or a fault.
 */
export async function requestJson(
  url: URL,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown; signal: AbortSignal },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
      redirect: 'error',
    });
  } catch (error) {
    if (init.signal.aborted) throw new SearchFault('timeout', `${url.host} did not answer in time`);
    throw new SearchFault('failed', `${url.host} could not be reached: ${(error as Error).message}`);
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw new SearchFault('refused', `${url.host} refused the request (HTTP ${response.status})`);
  }
  if (response.status === 429) {
    await response.body?.cancel();
    throw new SearchFault('busy', `${url.host} is rate-limiting (HTTP 429)`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SearchFault('failed', `${url.host} answered HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    if (init.signal.aborted) throw new SearchFault('timeout', `${url.host} did not finish answering in time`);
    throw new SearchFault('failed', `${url.host} answered something that is not JSON`);
  }
}

/** Reads a result list out of a parsed answer; a missing list is an answer we cannot read. */
export function resultsOf<T>(list: unknown, provider: string, pick: (item: Record<string, unknown>) => T | null): T[] {
  if (!Array.isArray(list)) throw new SearchFault('failed', `${provider} answered without a result list`);
  return list
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map(pick)
    .filter((item): item is T => item !== null);
}

/** A result with an http(s) address and a title; anything else is skipped. */
export function webResult(title: unknown, url: unknown, snippet: unknown) {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null;
  const name = typeof title === 'string' && title.trim() ? title.trim() : url;
  return { title: name, url, snippet: typeof snippet === 'string' ? snippet.trim() : '' };
}
