import type { BotPageBody } from '@inkstone/contract/bots';

/** What Discover is filtered by; the page asks again whenever one of them changes. */
export type DiscoverFilters = Pick<BotPageBody, 'category' | 'tag' | 'keyword' | 'sort'>;

/**
 * Bot query keys. Everything under 'bots' is asked again after a change to any bot (a bind shows
 * in My bots, a rename in Discover), except the catalogues (tags, models), which sit apart.
 */
export const botKeys = {
  all: ['bots'] as const,
  one: (id: string) => ['bots', 'one', id] as const,
  discover: (filters: DiscoverFilters) => ['bots', 'discover', filters] as const,
  mine: ['bots', 'mine'] as const,
  tags: ['bot-catalogue', 'tags'] as const,
  models: ['bot-catalogue', 'models'] as const,
};
