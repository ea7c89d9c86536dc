import { useClientConfig } from '@/shared/config/client-config.ts';
import { useSettings } from '@/shared/stores/settings.ts';

/**
 * Whether questions go out with web search: the composer's switch (the `chat.webSearch`
 * setting, kept in the browser) is on, and this server has a search provider. A switch left on
 * from a server that had one asks nothing of one that has none.
 */
export function useWebSearchOn(): boolean {
  const provider = useClientConfig().data?.webSearch?.provider;
  const on = useSettings((state) => state.chat.webSearch);
  return on && Boolean(provider);
}
