import { chosenWebSearch, type WebSearchKeys } from '../../platform/config.ts';
import { bing } from './bing.ts';
import { brave } from './brave.ts';
import { searxng } from './searxng.ts';
import { tavily } from './tavily.ts';
import type { WebSearchProvider } from './types.ts';

export type { SearchFaultKind, WebResult, WebSearchProvider, WebSearchProviderName } from './types.ts';
export { SearchFault } from './types.ts';

/** The provider this server searches with (platform/config.ts chooses), or null. */
export function webSearchProvider(config: WebSearchKeys): WebSearchProvider | null {
  switch (chosenWebSearch(config)) {
    case 'searxng':
      return searxng(config.SEARXNG_URL);
    case 'tavily':
      return tavily(config.WEB_SEARCH_TAVILY_KEY, config.WEB_SEARCH_TAVILY_URL);
    case 'brave':
      return brave(config.WEB_SEARCH_BRAVE_KEY, config.WEB_SEARCH_BRAVE_URL);
    case 'bing':
      return bing(config.WEB_SEARCH_BING_KEY, config.WEB_SEARCH_BING_URL);
    case null:
      return null;
  }
}
