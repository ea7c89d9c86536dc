import type { z } from 'zod';
import type { WebSearchProvider } from '@inkstone/contract/system';

/**
 * A web search provider as the chat sees it: a question in, a few results out. Each adapter
 * speaks its provider's documented wire format; none of them fetches the result pages (the
 * web-search feature does that, through the SSRF-safe fetcher).
 */
export type WebResult = { title: string; url: string; snippet: string };

export type SearchOptions = {
  /** At most this many results. */
  count: number;
  /** The reader's language, for providers that rank by market (`zh_CN` or `en`). */
  language: 'zh_CN' | 'en';
  signal: AbortSignal;
};

export type WebSearchProvider = {
  readonly name: WebSearchProviderName;
  search(query: string, options: SearchOptions): Promise<WebResult[]>;
};

export type WebSearchProviderName = z.infer<typeof WebSearchProvider>;

/**
 * Why a search gave nothing: `refused` (401/403, a bad key), `busy` (429), `failed` (5xx,
 * unreachable, an answer we cannot read), `timeout`. The chat answers anyway and says which.
 */
export type SearchFaultKind = 'refused' | 'busy' | 'failed' | 'timeout';

export class SearchFault extends Error {
  constructor(
    readonly kind: SearchFaultKind,
    detail: string,
  ) {
    super(detail);
    this.name = 'SearchFault';
  }
}
