import { createPerplexity } from '@ai-sdk/perplexity';
import type { Adapter } from './context.ts';

/**
 * Perplexity (web-search answers). Its `citations` become url sources, numbered in the
 * order Perplexity lists them, which is what the [n] markers in its text refer to.
 */
export const perplexityAdapter: Adapter = ({ config, upstreamModel, vision, fetch }) => ({
  model: createPerplexity({ apiKey: config.PERPLEXITY_API_KEY, baseURL: config.PERPLEXITY_BASE_URL, fetch })(
    upstreamModel,
  ),
  vision,
  sourceTitles: searchResultTitles,
});

/** Perplexity's `search_results: [{ title, url, … }]`, which its SDK package does not read. */
function searchResultTitles(chunk: unknown): { url: string; title: string }[] {
  const results = chunk && typeof chunk === 'object' && 'search_results' in chunk ? chunk.search_results : undefined;
  if (!Array.isArray(results)) return [];
  return results.flatMap((result: unknown) => {
    if (!result || typeof result !== 'object' || !('url' in result) || !('title' in result)) return [];
    const { url, title } = result;
    return typeof url === 'string' && typeof title === 'string' && title ? [{ url, title }] : [];
  });
}
