import { requestJson, resultsOf, webResult } from './request-json.ts';
import type { WebSearchProvider } from './types.ts';

/**
 * Bing Web Search API v7: GET {base}/v7.0/search?q=…&count=…&mkt=… with the
 * `Ocp-Apim-Subscription-Key` header. Answer: `{ webPages: { value: [{ name, url, snippet }] } }`;
 * a search with no hits has no `webPages` at all.
 */
export function bing(apiKey: string, baseUrl: string): WebSearchProvider {
  return {
    name: 'bing',
    async search(query, { count, language, signal }) {
      const url = new URL('v7.0/search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      url.search = new URLSearchParams({
        q: query,
        count: String(count),
        mkt: language === 'zh_CN' ? 'zh-CN' : 'en-US',
        responseFilter: 'Webpages',
        textFormat: 'Raw',
      }).toString();
      const answer = (await requestJson(url, { headers: { 'ocp-apim-subscription-key': apiKey }, signal })) as {
        _type?: unknown;
        webPages?: { value?: unknown };
      } | null;
      if (answer?._type === 'SearchResponse' && !answer.webPages) return [];
      return resultsOf(answer?.webPages?.value, 'Bing', (item) => webResult(item.name, item.url, item.snippet)).slice(
        0,
        count,
      );
    },
  };
}
