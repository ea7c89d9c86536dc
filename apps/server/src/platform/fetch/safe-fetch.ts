import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '../http/errors.ts';
import { EMPTY_ALLOW_LIST, type AllowList } from './allow-list.ts';
import { fetchErrors } from './fetch-errors.ts';
import { LookupRefusal, systemResolver, type Resolver } from './guarded-lookup.ts';
import { readCappedBody } from './read-body.ts';
import { requestOnce } from './request-once.ts';
import { targetOf } from './target.ts';

export type SafeFetchOptions = {
  /** Largest body accepted, in bytes (after decompression too). */
  maxBytes: number;
  /** For the whole fetch: every redirect and the body included. */
  timeoutMs: number;
  /** Redirects followed before giving up; each one is judged like the first address. */
  maxRedirects?: number;
  /** FETCH_ALLOW_HOSTS, plus whatever a caller trusts for this one fetch. */
  allowHosts?: AllowList;
  /** Stops the fetch (a shutdown, a cancelled job): its reason is what the fetch throws. */
  signal?: AbortSignal;
  accept?: string;
  /** Tests resolve names from a table instead of DNS. */
  resolve?: Resolver;
};

export type FetchedPage = {
  /** Where the body came from, after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
};

const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The one way the server fetches an address a user or an upstream service gave it. Private,
 * loopback, link-local, multicast and metadata addresses are refused at connect time (see
 * target.ts and guarded-lookup.ts), except for the operator's allow-listed hosts; redirects
 * are followed by hand so each hop is judged again. Any answer that is not a redirect comes
 * back with its status: what counts as success is the caller's to say. Throws AppErrors of
 * fetch-errors.ts, or the caller's abort reason.
 */
export async function safeFetch(address: string | URL, options: SafeFetchOptions): Promise<FetchedPage> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const allow = options.allowHosts ?? EMPTY_ALLOW_LIST;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const explain = (error: unknown): unknown => {
    if (options.signal?.aborted) return options.signal.reason;
    if (deadline.aborted) return fetchErrors.timeout(options.timeoutMs);
    if (error instanceof LookupRefusal) return error.refusal;
    return error instanceof AppError ? error : fetchErrors.unreachable();
  };
  const request = { signal, resolve: options.resolve ?? systemResolver, accept: options.accept ?? '*/*' };

  try {
    let target = targetOf(address, allow);
    for (let redirects = 0; ; redirects += 1) {
      const response = await requestOnce(target, request);
      const location = response.headers.location;
      if (!REDIRECTS.has(response.statusCode ?? 0) || !location) {
        const body = await readCappedBody(response, options.maxBytes);
        return { url: target.url.href, status: response.statusCode ?? 0, headers: response.headers, body };
      }
      response.destroy();
      if (redirects >= maxRedirects) throw fetchErrors.tooManyRedirects(maxRedirects);
      target = targetOf(location, allow, target.url);
    }
  } catch (error) {
    throw explain(error);
  }
}
