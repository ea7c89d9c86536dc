import { requestJson, resultsOf, webResult } from './request-json.ts';
import type { WebSearchProvider } from './types.ts';

/**
 * Brave Search API: GET {base}/res/v1/web/search?q=…&count=… with the `X-Subscription-Token`
 * header. Answer: `{ web: { results: [{ title, url, description }] } }`; no hits, no `web`.
 */
export function brave(apiKey: string, baseUrl: string): WebSearchProvider {
  return {
    name: 'brave',
    async search(query, { count, language, signal }) {
      const url = new URL('res/v1/web/search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      url.search = new URLSearchParams({
        q: query,
        count: String(Math.min(count, 20)),
        search_lang: language === 'zh_CN' ? 'zh-hans' : 'en',
      }).toString();
      const answer = (await requestJson(url, { headers: { 'x-subscription-token': apiKey }, signal })) as {
        type?: unknown;
        web?: { results?: unknown };
      } | null;
      if (answer?.type === 'search' && !answer.web) return [];
      return resultsOf(answer?.web?.results, 'Brave', (item) =>
        webResult(item.title, item.url, item.description),
      ).slice(0, count);
    },
  };
}
