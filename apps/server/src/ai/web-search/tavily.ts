import { requestJson, resultsOf, webResult } from './request-json.ts';
import type { WebSearchProvider } from './types.ts';

/**
 * Tavily: POST {base}/search with `Authorization: Bearer <key>` and `{ query, max_results,
 * search_depth }`. Answer: `{ results: [{ title, url, content, score }] }`.
 */
export function tavily(apiKey: string, baseUrl: string): WebSearchProvider {
  return {
    name: 'tavily',
    async search(query, { count, signal }) {
      const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      const answer = (await requestJson(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}` },
        body: { query, max_results: count, search_depth: 'basic', include_answer: false },
        signal,
      })) as { results?: unknown } | null;
      return resultsOf(answer?.results, 'Tavily', (item) => webResult(item.title, item.url, item.content)).slice(
        0,
        count,
      );
    },
  };
}
