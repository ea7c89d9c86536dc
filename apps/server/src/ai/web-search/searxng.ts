import { requestJson, resultsOf, webResult } from './request-json.ts';
import type { WebSearchProvider } from './types.ts';

/**
 * SearXNG, self-hosted: GET {base}/search?q=…&format=json (the instance must list `json` under
 * `search.formats` in its settings.yml, or it answers 403). Answer: `{ results: [{ url, title,
 * content }] }`.
 */
export function searxng(baseUrl: string): WebSearchProvider {
  return {
    name: 'searxng',
    async search(query, { count, language, signal }) {
      const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      url.search = new URLSearchParams({
        q: query,
        format: 'json',
        language: language === 'zh_CN' ? 'zh-CN' : 'en',
        safesearch: '1',
      }).toString();
      const answer = (await requestJson(url, { signal })) as { results?: unknown } | null;
      const results = resultsOf(answer?.results, 'SearXNG', (item) => webResult(item.title, item.url, item.content));
      return results.slice(0, count);
    },
  };
}
